import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'default' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.grey[900],
        color: theme.palette.common.white,
        borderBottom: `3px solid ${theme.palette.primary.main}`,
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: { fontWeight: 500 },
    },
  },
  MuiBottomNavigation: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderTop: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiBottomNavigationAction: {
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.palette.text.secondary,
        minWidth: 0,
        '&.Mui-selected': { color: theme.palette.primary.main },
      }),
      label: {
        fontWeight: 600,
        '&.Mui-selected': { fontSize: '0.75rem' },
      },
    },
  },
};
