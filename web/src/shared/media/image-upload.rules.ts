import { MAX_UPLOAD_BYTES, MediaMessages } from '@roadbook/contracts/browser';
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
