import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_NAME } from '../../shared/config/brand';
import { FOOTER_COLUMNS } from './footer-links';
import type { FooterLink } from './footer-links';

function FooterAnchor({ link }: { link: FooterLink }) {
  return (
    <Link
      component={RouterLink}
      to={link.href}
      sx={{ color: 'grey.200', '&:hover': { color: 'common.white' } }}
    >
      {link.label}
    </Link>
  );
}

export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        bgcolor: 'grey.900',
        color: 'grey.100',
        borderTop: `3px solid ${theme.palette.primary.main}`,
        mt: 'auto',
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr repeat(4, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography
              variant="h5"
              component="p"
              sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}
            >
              {BRAND_NAME}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 320, color: 'grey.300' }}>
              Day-by-day road trips for motorcycle riders, drivers and RV travellers.
            </Typography>
          </Box>
          {FOOTER_COLUMNS.map((column) => (
            <Box key={column.heading} component="nav" aria-label={column.heading}>
              <Typography variant="overline" component="h2" sx={{ color: 'primary.light' }}>
                {column.heading}
              </Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}
              >
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'grey.800', color: 'grey.400' }}
        >
          © {new Date().getFullYear()} {BRAND_NAME}. Ride safe, ride far.
        </Typography>
      </Container>
    </Box>
  );
}
