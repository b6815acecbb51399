import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';

/** Horizontal swipe to the right; released past `thresholdPx` it dismisses, else snaps back. */
export function useSwipeToDismiss(thresholdPx: number, onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offsetPx, setOffsetPx] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffsetPx(0);
  };

  return {
    offsetPx,
    swipeHandlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        startX.current = event.clientX;
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        setOffsetPx(Math.max(0, event.clientX - startX.current));
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const distance = event.clientX - startX.current;
        reset();
        if (distance >= thresholdPx) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
