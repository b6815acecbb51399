export type ShareOutcome = 'copied' | 'prompted' | 'manual';

/** The public address of a shared trip, `/shared/{shareableId}` (docs/product.md#my-trips). */
export function sharedTripUrl(shareableId: string): string {
  return `${window.location.origin}/shared/${shareableId}`;
}

/**
 * Hands the link to the rider: the clipboard first, then a prompt to copy from, and when both
 * are unavailable the caller shows the link to copy by hand.
 */
export async function deliverShareLink(url: string): Promise<ShareOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(url);
      return 'copied';
    }
  } catch {
    // Clipboard refused (permissions, insecure context): try the prompt.
  }
  try {
    if (typeof window.prompt === 'function') {
      window.prompt('Copy this link to share your trip:', url);
      return 'prompted';
    }
  } catch {
    // Prompts blocked: the link is shown for manual copying.
  }
  return 'manual';
}

export const SHARE_TOASTS: Record<
  ShareOutcome,
  { title: string; description: (url: string) => string }
> = {
  copied: {
    title: 'Share Link Copied',
    description: (url) => `Anyone with this link can view your trip: ${url}`,
  },
  prompted: {
    title: 'Share Link Ready',
    description: (url) => `Copy the link to share your trip: ${url}`,
  },
  manual: {
    title: 'Share Link Generated',
    description: (url) => `Copy this link manually: ${url}`,
  },
};
