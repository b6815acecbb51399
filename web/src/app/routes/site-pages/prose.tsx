import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A section of a text page: an h2 and its paragraphs or lists. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ mb: 2, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1, lineHeight: 1.7 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** A link to another screen of the app. */
export function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A setting's name as the operator types it. */
export function Env({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{ fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 }}
    >
      {children}
    </Box>
  );
}
