import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_NAME } from '../../shared/config/brand';
import { displayFontFamily, signal } from '../theme/theme-primitives';

function RoadMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: 30, height: 30, flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill={signal.main} />
      <path d="M11 28 15 4h2l4 24z" fill="#1c1b19" />
      <path d="M15.4 7h1.2v4h-1.2zm-.1 7h1.4v4.5h-1.4zm-.2 7.5h1.8V26h-1.8z" fill="#ffd19a" />
    </Box>
  );
}

export function BrandLogo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${BRAND_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <RoadMark />
      <Box
        component="span"
        sx={{
          fontFamily: displayFontFamily,
          fontWeight: 700,
          fontSize: '1.65rem',
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          lineHeight: 1,
        }}
      >
        {BRAND_NAME}
      </Box>
    </Box>
  );
}
