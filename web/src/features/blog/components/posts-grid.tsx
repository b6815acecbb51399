import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on phones, two on tablets, three on desktops. */
export function PostsGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      // A labelled group: a plain element may not carry a name of its own.
      role={label ? 'group' : undefined}
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
