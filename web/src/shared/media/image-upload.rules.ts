import { MAX_UPLOAD_BYTES, MediaMessages } from '@roadbook/contracts/browser';
import type { ChangeEvent } from 'react';
import type { ToastInput } from '../toast/toast.slice';

/**
 * docs/product.md#upload-validation: the toast that refuses a file, or null when it may be
 * uploaded.
 */
export function refuseImageFile(file: Pick<File, 'type' | 'size'>): ToastInput | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: MediaMessages.invalidFileType,
      description: MediaMessages.invalidFileTypeDetail,
      variant: 'destructive',
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      title: MediaMessages.fileTooLarge,
      description: MediaMessages.fileTooLargeDetail,
      variant: 'destructive',
    };
  }
  return null;
}

/**
 * The file just chosen in an image input, or null when none was or the rules refuse it (their
 * toast shown). The input is cleared, so choosing the same file again still fires a change.
 */
export function chosenImageFile(
  event: ChangeEvent<HTMLInputElement>,
  toast: (toast: ToastInput) => void,
): File | null {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (!file) return null;
  const refusal = refuseImageFile(file);
  if (refusal) {
    toast(refusal);
    return null;
  }
  return file;
}
