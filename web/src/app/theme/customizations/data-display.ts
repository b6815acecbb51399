import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiTypography: {
    defaultProps: {
      // Subtitles are lead paragraphs and captions, not headings: as MUI's default <h6> they
      // broke the heading outline of every page that has one under its <h1>.
      variantMapping: { subtitle1: 'p', subtitle2: 'p' },
    },
  },
};
