/**
 * A page the gateway rendered (docs/adr/0007-server-rendered-public-pages.md) is whole before the
 * app runs: it shows its content, scrolls and follows its links. The app starts as soon as the
 * page has painted (docs/adr/0010-start-the-app-on-load.md); what the visitor asks for in the
 * moment before it has the page is held and done once it has, so no tap is lost.
 */

/** Events that tell the visitor reached for the page: a retry after a failed start waits for one. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** A failed start is tried again after this long, doubling each time, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/**
 * Resolves on the first of INTENT_EVENTS anywhere in `doc`, when the connection returns, or once
 * the `attempt`-th wait is over (1 s, 2 s, 4 s … 30 s): a server that was briefly unreachable
 * comes back without the browser seeing its connection change, and a reader who never touches
 * the page still gets the app.
 */
export function nextChanceToStart(doc: Document, attempt = 0): Promise<void> {
  return new Promise((resolve) => {
    const listening = new AbortController();
    const win = doc.defaultView;
    const timer = win?.setTimeout(
      () => onChance(),
      Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt),
    );
    const onChance = () => {
      listening.abort();
      if (timer !== undefined) win?.clearTimeout(timer);
      resolve();
    };
    for (const type of INTENT_EVENTS) {
      doc.addEventListener(type, onChance, {
        capture: true,
        passive: true,
        signal: listening.signal,
      });
    }
    win?.addEventListener('online', onChance, { signal: listening.signal });
  });
}

/**
 * Resolves once the page has painted: its first frame is on screen, so fetching and running the
 * app does not delay it.
 */
export function afterFirstPaint(win: Window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}

/**
 * What a click needs the app for. A link is not among them: the browser follows it on its own,
 * to a page that again arrives whole.
 */
const NEEDS_APP = [
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="switch"]',
  '[role="tab"]',
].join(', ');

/** The element a click asks the app to act on, or null when the browser can do it alone. */
function actionFor(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(NEEDS_APP);
  const link = target.closest('a[href]');
  // A control inside a link is the link's (a card); a link inside a control is the control's.
  if (!control || (link && link.contains(control))) return null;
  return control;
}

export interface HeldActions {
  /**
   * Stops holding, types what was typed meanwhile and, once the app has rendered that, does the
   * last held click and submission.
   */
  release(): Promise<void>;
}

/** Resolves after the current task, by when React has rendered what its events set. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A field whose value is text the visitor types. */
type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Input types whose value is text the visitor types. */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number']);

function isTextField(target: EventTarget | null): target is TextField {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type))
  );
}

/** The text an edit of a field inserts: typed, pasted or dropped; none for a deletion. */
function insertedText(event: InputEvent): string {
  if (!event.inputType.startsWith('insert')) return '';
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
}

/**
 * Holds what the visitor does before the app has started, to be done again by `release` once
 * it has: the text typed into each field (kept out of the field meanwhile, so what it shows is
 * always what the app will hold), the last click that needs the app and the last form
 * submission (which would do nothing yet). Hydration keeps the page's elements, so a held
 * element is the one the app then drives.
 */
export function holdActionsUntilStart(doc: Document): HeldActions {
  const typed = new Map<TextField, string>();
  let clicked: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const holding = new AbortController();
  const options = { capture: true, signal: holding.signal };
  doc.addEventListener(
    'beforeinput',
    (event) => {
      if (!isTextField(event.target)) return;
      event.preventDefault();
      const text = insertedText(event);
      if (text) typed.set(event.target, (typed.get(event.target) ?? '') + text);
    },
    options,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const control = actionFor(event.target);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      clicked = control;
    },
    options,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      submitted = event.target;
    },
    options,
  );
  return {
    async release() {
      holding.abort();
      for (const [field, text] of typed) {
        if (!field.isConnected) continue;
        // Typed again through the browser's own editing, as the visitor's keys would have.
        field.focus();
        doc.execCommand('insertText', false, text);
      }
      // A click done at once could act on the page as it was before the typing just replayed.
      await nextTask();
      if (clicked?.isConnected) clicked.click();
      if (submitted?.isConnected) submitted.requestSubmit();
    },
  };
}

/**
 * Starts the app with `start` once the page has painted, then does what the visitor asked for
 * meanwhile. If the app cannot be fetched (the connection dropped), it tries again when the
 * connection returns or the visitor next reaches for the page; links work all along.
 */
export async function startOnLoad(
  doc: Document,
  container: HTMLElement,
  start: (container: HTMLElement) => Promise<unknown>,
): Promise<void> {
  const held = holdActionsUntilStart(doc);
  if (doc.defaultView) await afterFirstPaint(doc.defaultView);
  for (let attempt = 0; ; attempt++) {
    try {
      await start(container);
      break;
    } catch {
      // Not fetched: held actions stay held for the next try.
      await nextChanceToStart(doc, attempt);
    }
  }
  await held.release();
}
