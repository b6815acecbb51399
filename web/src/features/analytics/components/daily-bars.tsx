import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AnalyticsDay } from '@roadbook/contracts';

const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A bar as wide as the value's share of the largest one: no chart library needed. */
function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        height: 8,
        borderRadius: 1,
        bgcolor: color,
        width: max > 0 ? `${(value / max) * 100}%` : 0,
        minWidth: value > 0 ? 4 : 0,
      }}
    />
  );
}

/** Page views and other events for each day, newest first, as numbers and bars. */
export function DailyBars({ days }: { days: AnalyticsDay[] }) {
  const max = Math.max(0, ...days.map((day) => Math.max(day.pageViews, day.events)));
  return (
    <Table size="small" aria-label="Page views and events per day">
      <TableHead>
        <TableRow>
          <TableCell>Day (UTC)</TableCell>
          <TableCell align="right">Page views</TableCell>
          <TableCell align="right">Events</TableCell>
          <TableCell sx={{ width: '45%', display: { xs: 'none', sm: 'table-cell' } }}>
            <Box component="span" sx={{ color: 'primary.main' }}>
              ■
            </Box>{' '}
            views{' '}
            <Box component="span" sx={{ color: 'grey.500' }}>
              ■
            </Box>{' '}
            events
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...days].reverse().map((day) => (
          <TableRow key={day.day} data-testid="analytics-day">
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={day.day}>{dayLabel.format(new Date(`${day.day}T00:00:00Z`))}</time>
            </TableCell>
            <TableCell align="right">{day.pageViews}</TableCell>
            <TableCell align="right">{day.events}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Bar value={day.pageViews} max={max} color="primary.main" />
                <Bar value={day.events} max={max} color="grey.500" />
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
