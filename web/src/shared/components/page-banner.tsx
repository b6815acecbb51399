import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageBannerProps {
  /** The small line above the title. */
  eyebrow: string;
  title: string;
  /** The page's main action, at the banner's end (below the title on phones). */
  action?: ReactNode;
}

/** The dark band that opens a list page: eyebrow, the page's one h1, and its main action. */
export function PageBanner({ eyebrow, title, action }: PageBannerProps) {
  return (
    <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 4, md: 5 } }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
        >
          <Box>
            <Typography variant="overline" sx={{ color: 'primary.light' }}>
              {eyebrow}
            </Typography>
            <Typography variant="h2" component="h1">
              {title}
            </Typography>
          </Box>
          {action}
        </Stack>
      </Container>
    </Box>
  );
}
