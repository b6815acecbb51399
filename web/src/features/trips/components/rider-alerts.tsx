import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { RiderAlert } from '@roadbook/contracts';

const TITLES: Record<RiderAlert['kind'], string> = {
  'closed-road': 'Road closed for the season',
  cold: 'Freezing',
  heat: 'Heat',
  dark: 'Riding into the dark',
  ferry: 'Ferry to book',
};

/**
 * What the rider must act on (a closed pass, ice, heat, the dark, a ferry to book), above
 * everything else of the day or the trip; one the plan cannot work around stands out most.
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
      {alerts.map((alert) => (
        <Alert
          key={`${alert.day ?? ''}${alert.message}`}
          severity={alert.unavoidable ? 'error' : alert.kind === 'ferry' ? 'info' : 'warning'}
          variant={alert.unavoidable ? 'filled' : 'standard'}
          data-alert-kind={alert.kind}
          sx={{ borderRadius: 2 }}
        >
          <AlertTitle sx={{ mb: 0.25 }}>
            {alert.day ? `Day ${alert.day}: ` : ''}
            {TITLES[alert.kind]}
          </AlertTitle>
          {alert.message}
        </Alert>
      ))}
    </Stack>
  );
}
