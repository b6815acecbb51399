/**
 * How long a spec waits for a state before it gives up: far longer than any state takes to come
 * about on a loaded machine, and well inside a test's own limit (jest.e2e.config.js), so a spec
 * fails because something never happened, never because the machine was slow. A check that
 * holds returns at once, so passing specs never wait it out.
 */
export const STATE_WAIT_MS = 120_000;

/** Polls `check` until it holds; throws once `timeoutMs` has passed without it holding. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number = STATE_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
