import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface StateMessageProps {
  title: string;
  description?: ReactNode;
  action?: { label: string; to: string };
  icon?: ReactNode;
  loading?: boolean;
  /** h2 when the message sits under a page's own h1 (an empty list). */
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
}

/** A screen-sized message: loading, error, not found or empty. */
export function StateMessage({
  title,
  description,
  action,
  icon,
  loading,
  headingLevel = 'h1',
  children,
}: StateMessageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {loading ? (
        <CircularProgress sx={{ mb: 3 }} aria-label={title} />
      ) : (
        icon && <Box sx={{ mb: 2, color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
      )}
      <Typography variant="h3" component={headingLevel} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      {children}
      {action && (
        <Button component={RouterLink} to={action.to} variant="contained" size="large">
          {action.label}
        </Button>
      )}
    </Container>
  );
}
