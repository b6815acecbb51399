import Box from '@mui/material/Box';

/** A road running to a low sun over the hills: decorative, so hidden from assistive tech. */
export function RoadIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 360"
      aria-hidden="true"
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <linearGradient id="road-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6b35b" />
          <stop offset="0.55" stopColor="#e0713a" />
          <stop offset="1" stopColor="#8c3b22" />
        </linearGradient>
        <linearGradient id="road-surface" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a3733" />
          <stop offset="1" stopColor="#1c1b19" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" fill="url(#road-sky)" />
      <circle cx="300" cy="168" r="46" fill="#ffe1a8" opacity="0.92" />
      <path d="M0 190 Q90 130 180 170 T340 160 T480 150 V360 H0Z" fill="#5b3326" />
      <path d="M0 215 Q120 170 240 196 T480 186 V360 H0Z" fill="#3f2a22" />
      <path d="M0 248 Q140 214 260 232 T480 226 V360 H0Z" fill="#2a221d" />
      <path d="M226 214 H254 L420 360 H60Z" fill="url(#road-surface)" />
      <path
        d="M228 214 H231 L96 360 H84Z M249 214 H252 L396 360 H384Z"
        fill="#d9d2c7"
        opacity="0.7"
      />
      <g fill="#f28c28">
        <path d="M238.6 222 h2.8 l0.6 10 h-4z" />
        <path d="M237.6 246 h4.8 l1.2 18 h-7.2z" />
        <path d="M235.8 282 h8.4 l2 30 h-12.4z" />
        <path d="M233 334 h14 l2.4 26 h-18.8z" />
      </g>
    </Box>
  );
}
