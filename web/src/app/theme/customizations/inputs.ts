import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        paddingInline: theme.spacing(2.25),
      }),
      sizeLarge: ({ theme }) => ({
        paddingBlock: theme.spacing(1.5),
        paddingInline: theme.spacing(3.5),
        fontSize: '1.05rem',
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
    },
  },
};
