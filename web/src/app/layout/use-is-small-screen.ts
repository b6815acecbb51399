import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Phones: where the bottom bar replaces reaching for the header. Answers false in the first
 * render, as the server does (it cannot know the screen), so hydrating a server-rendered page
 * matches its markup; the answer follows at once after.
 */
export function useIsSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
