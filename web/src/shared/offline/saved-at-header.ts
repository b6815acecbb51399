/**
 * The header a response read from this device's copy carries: when that copy was saved (ISO
 * time), set by the service worker (`web/service-worker/service-worker.ts`) when it keeps the
 * copy. A response from the network never has it; the page says "offline — showing the copy
 * saved at HH:MM" for one that does (`offline-copy-note.tsx`).
 */
export const SAVED_AT_HEADER = 'x-roadbook-saved-at';
