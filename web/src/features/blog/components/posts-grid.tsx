import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on phones, two on tablets, three on desktops. */
export function PostsGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
