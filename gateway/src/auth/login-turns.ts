/**
 * How sign-in attempts on one account are paced, whoever makes them and from however many
 * addresses: the first `FREE_ATTEMPTS` in a window go straight to the password check; after
 * that each attempt takes a turn, spaced further apart the more attempts the account has seen,
 * so attempts sent side by side wait one behind another instead of sleeping in parallel. An
 * attempt whose turn is more than `MAX_WAIT_MS` away is refused (429) instead of held open.
 * Nothing refuses the account itself: its owner's attempt waits its turn like any other.
 */
export const LoginTurns = {
  FREE_ATTEMPTS: 10,
  WINDOW_MS: 15 * 60 * 1000,
  /** The first turn after the free attempts is this far from the one before; each next twice. */
  FIRST_SPACING_MS: 250,
  /** ...up to this: long enough to make guessing slow, short enough for a rider who mistyped. */
  MAX_SPACING_MS: 3_000,
  MAX_WAIT_MS: 10_000,
} as const;

/** How far the turn after this one lies, for the account's `attempt`-th attempt in the window. */
export function turnSpacingMs(attempt: number): number {
  const excess = attempt - LoginTurns.FREE_ATTEMPTS;
  if (excess <= 0) return 0;
  return Math.min(
    LoginTurns.MAX_SPACING_MS,
    LoginTurns.FIRST_SPACING_MS * 2 ** Math.min(excess - 1, 16),
  );
}
