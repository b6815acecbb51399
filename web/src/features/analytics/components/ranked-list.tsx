import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface RankedItem {
  label: string;
  value: number;
}

/** A short ranked list with a bar under each entry (top pages, events by name). */
export function RankedList({
  items,
  empty,
  label,
}: {
  items: RankedItem[];
  empty: string;
  label: string;
}) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const max = Math.max(...items.map((item) => item.value));
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ py: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {item.value}
            </Typography>
          </Box>
          <Box
            aria-hidden="true"
            sx={{
              mt: 0.5,
              height: 6,
              borderRadius: 1,
              bgcolor: 'primary.light',
              width: `${(item.value / max) * 100}%`,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
