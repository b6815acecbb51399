import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface PageSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  /** A link to the whole list at the heading's end, e.g. Featured Routes. */
  more?: { label: string; to: string };
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of a content page (home, articles, trips) with an optional "see all" link. */
export function PageSection({ id, eyebrow, title, more, tinted, children }: PageSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: tinted ? 'grey.50' : undefined, py: { xs: 5, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-end', mb: { xs: 2.5, md: 4 } }}
        >
          <Box>
            {eyebrow && (
              <Typography variant="overline" component="p" color="primary">
                {eyebrow}
              </Typography>
            )}
            <Typography id={id} variant="h2">
              {title}
            </Typography>
          </Box>
          {more && (
            <Button
              component={RouterLink}
              to={more.to}
              endIcon={<ArrowForwardIcon />}
              sx={{ flexShrink: 0 }}
            >
              {more.label}
            </Button>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
