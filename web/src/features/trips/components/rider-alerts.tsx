import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { RiderAlert } from '@roadbook/contracts';

const TITLES: Record<RiderAlert['kind'], string> = {
  'closed-road': 'Road closed for the season',
  cold: 'Freezing',
  heat: 'Heat',
  dark: 'Riding into the dark',
  ferry: 'Crossing to book',
};

/** Weather and daylight come back day after day: the trip says them once, with their days. */
const GROUPED: readonly RiderAlert['kind'][] = ['cold', 'heat', 'dark'];

type Shown = RiderAlert & { days: number[] };

function grouped(alerts: (RiderAlert & { day?: number })[]): Shown[] {
  const out: Shown[] = [];
  for (const alert of alerts) {
    const same = GROUPED.includes(alert.kind) && out.find((a) => a.kind === alert.kind);
    if (same && alert.day) same.days.push(alert.day);
    else out.push({ ...alert, days: alert.day ? [alert.day] : [] });
  }
  return out;
}

function daysLabel(days: number[]): string {
  if (days.length === 0) return '';
  if (days.length === 1) return `Day ${days[0]}: `;
  return `Days ${days.slice(0, -1).join(', ')} and ${days.at(-1)}: `;
}

/**
 * What the rider must act on (a closed pass, ice, heat, the dark, a ferry to book), above
 * everything else of the day or the trip; one the plan cannot work around stands out most.
 * On the trip, a weather or daylight alert of several days is said once (the first day's words).
 */
export function RiderAlerts({
  alerts,
  testId = 'rider-alerts',
}: {
  alerts: (RiderAlert & { day?: number })[] | undefined;
  testId?: string;
}) {
  if (!alerts || alerts.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid={testId}>
      {grouped(alerts).map((alert) => (
        <Alert
          key={`${alert.days.join()}${alert.message}`}
          severity={alert.unavoidable ? 'error' : alert.kind === 'ferry' ? 'info' : 'warning'}
          variant={alert.unavoidable ? 'filled' : 'standard'}
          data-alert-kind={alert.kind}
          sx={{ borderRadius: 2 }}
        >
          <AlertTitle sx={{ mb: 0.25 }}>
            {daysLabel(alert.days)}
            {TITLES[alert.kind]}
          </AlertTitle>
          {alert.message}
        </Alert>
      ))}
    </Stack>
  );
}
