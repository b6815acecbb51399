import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiCircularProgress: {
    defaultProps: { color: 'primary', thickness: 4.5 },
  },
};
