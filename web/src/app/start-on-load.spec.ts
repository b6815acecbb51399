import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdActionsUntilStart as holdActions,
  nextChanceToStart,
  RETRY_FIRST_MS,
  startOnLoad,
  type HeldActions,
} from './start-on-load';

const holders: HeldActions[] = [];

/** Holds the document's actions until the test ends at the latest. */
function holdActionsUntilStart(doc: Document): HeldActions {
  const held = holdActions(doc);
  holders.push(held);
  return held;
}

afterEach(() => {
  document.body.innerHTML = '';
  holders.splice(0).forEach((held) => void held.release());
});

/** A page as the server sent it: markup only, nothing listening yet. */
function serverPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** Whether `promise` has settled after the events queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('nextChanceToStart', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('resolves on %s', async (type) => {
    const intent = nextChanceToStart(document);
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('mousemove'));
    expect(await settled(intent)).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(intent)).toBe(true);
  });
});

describe('holdActionsUntilStart', () => {
  it('holds a click on a button and does it again on release', async () => {
    const root = serverPage('<button type="button">Sign In</button>');
    const button = root.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const held = holdActionsUntilStart(document);

    button.click();
    expect(onClick).not.toHaveBeenCalled();
    await held.release();
    expect(onClick).toHaveBeenCalledOnce();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('lets the browser follow a link, even one that looks like a button', () => {
    const root = serverPage(
      '<a href="/plan" class="MuiButton-root"><span>Start Planning</span></a>' +
        '<a href="/trips/alps"><button type="button">Details</button></a>',
    );
    holdActionsUntilStart(document);
    for (const target of [root.querySelector('span')!, root.querySelector('button')!]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      target.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
  });

  it('holds a form submission and submits the form again on release', async () => {
    const root = serverPage('<form><input name="q" /><button>Search</button></form>');
    const form = root.querySelector('form')!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    const held = holdActionsUntilStart(document);

    form.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
    await held.release();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('does nothing on release for an element that is gone', async () => {
    const root = serverPage('<button type="button">Menu</button>');
    const button = root.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const held = holdActionsUntilStart(document);
    button.click();
    button.remove();
    await held.release();
    expect(onClick).not.toHaveBeenCalled();
  });
});

/** An edit the browser is about to make to a field, as typing or a deletion announces it. */
function edit(field: HTMLInputElement, inputType: string, data: string | null = null) {
  const event = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
  field.dispatchEvent(event);
  return event;
}

describe('text typed before the app started', () => {
  it('is kept out of the field, then typed into it once the app has started', async () => {
    const root = serverPage('<input aria-label="Where to" /><input aria-label="Name" />');
    const [where, name] = root.querySelectorAll('input');
    const typeText = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: typeText, configurable: true });
    const held = holdActionsUntilStart(document);

    expect(edit(where, 'insertText', 'Mo').defaultPrevented).toBe(true);
    edit(where, 'insertText', 'ab');
    expect(edit(where, 'deleteContentBackward').defaultPrevented).toBe(true);
    edit(name, 'insertFromPaste', 'Slickrock');
    expect(typeText).not.toHaveBeenCalled();

    await held.release();
    expect(typeText.mock.calls).toEqual([
      ['insertText', false, 'Moab'],
      ['insertText', false, 'Slickrock'],
    ]);
    expect(document.activeElement).toBe(name);
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('is left alone once the app has started', async () => {
    const root = serverPage('<input aria-label="Where to" />');
    const held = holdActionsUntilStart(document);
    await held.release();
    expect(edit(root.querySelector('input')!, 'insertText', 'M').defaultPrevented).toBe(false);
  });
});

describe('startOnLoad', () => {
  it('starts the app without waiting for the visitor, then replays a click made before', async () => {
    const root = serverPage('<button type="button">Add to Featured</button>');
    const button = root.querySelector('button')!;
    const onClick = vi.fn();
    let appLoaded!: () => void;
    const loading = new Promise<void>((resolve) => (appLoaded = resolve));
    const start = vi.fn(async (container: HTMLElement) => {
      await loading;
      button.addEventListener('click', onClick);
      return container;
    });
    const started = startOnLoad(document, root, start);
    button.click();
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(root));
    expect(onClick).not.toHaveBeenCalled();

    appLoaded();
    await started;
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('tries again by itself, waiting longer each time, when the app could not be fetched', async () => {
    vi.useFakeTimers();
    try {
      const root = serverPage('<p>A trip</p>');
      const notFetched = new Error('Failed to fetch dynamically imported module');
      const start = vi
        .fn<(container: HTMLElement) => Promise<unknown>>()
        .mockRejectedValueOnce(notFetched)
        .mockRejectedValueOnce(notFetched)
        .mockResolvedValueOnce(undefined);
      const started = startOnLoad(document, root, start);
      // The first try comes after the first frame (a few ms) and fails.
      await vi.advanceTimersByTimeAsync(100);
      expect(start).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 150);
      expect(start).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(200);
      expect(start).toHaveBeenCalledTimes(2);
      // The second wait is twice as long.
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 1.5);
      expect(start).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
      await started;
      expect(start).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again when the connection returns after the app could not be fetched', async () => {
    const root = serverPage('<button type="button">Sign In</button>');
    const start = vi
      .fn<(container: HTMLElement) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(undefined);
    const started = startOnLoad(document, root, start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    expect(await settled(started)).toBe(false);
    window.dispatchEvent(new Event('online'));
    await started;
    expect(start).toHaveBeenCalledTimes(2);
  });
});
