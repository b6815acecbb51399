import { useEffect, useRef } from 'react';

/** Calls `onClose` after `durationMs` of open, unpaused time; pausing keeps the time left. */
export function useAutoClose(
  open: boolean,
  paused: boolean,
  durationMs: number,
  onClose: () => void,
) {
  const remainingMs = useRef(durationMs);
  useEffect(() => {
    if (!open || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onClose, remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [open, paused, onClose]);
}
