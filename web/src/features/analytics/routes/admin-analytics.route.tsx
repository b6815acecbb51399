import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AnalyticsReport } from '@roadbook/contracts';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { PageBanner } from '../../../shared/components/page-banner';
import { StateMessage } from '../../../shared/components/state-message';
import { useDocumentMeta } from '../../../shared/seo/use-document-meta';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useGetAnalyticsReportQuery } from '../api/analytics.api';
import { DailyBars } from '../components/daily-bars';
import { RankedList } from '../components/ranked-list';

const RANGES = [7, 30, 90] as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`figure-${label}`}>
          {value.toLocaleString('en-US')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Dashboard({ report }: { report: AnalyticsReport }) {
  const pageViews = report.daily.reduce((sum, day) => sum + day.pageViews, 0);
  const events = report.daily.reduce((sum, day) => sum + day.events, 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Figure label="Page views" value={pageViews} />
        <Figure label="Other events" value={events} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Panel title="Per day">
          <DailyBars days={report.daily} />
        </Panel>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Panel title="Top pages">
            <RankedList
              label="Most viewed pages"
              empty="No page views yet."
              items={report.topPages.map((page) => ({ label: page.path, value: page.views }))}
            />
          </Panel>
          <Panel title="Events">
            <RankedList
              label="Events by name"
              empty="No events yet."
              items={report.totals.map((total) => ({ label: total.name, value: total.count }))}
            />
          </Panel>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Counts per day and page only: no addresses, accounts or cookies are recorded. Share links
        are counted together as /shared/*.
      </Typography>
    </Box>
  );
}

/** Admins only: what riders read and do on the site, counted per day. */
export default function AdminAnalyticsRoute() {
  useDocumentMeta(`Site Analytics — ${BRAND_NAME}`, 'Page views and events per day.');
  const { user, isLoading: checkingUser } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [days, setDays] = useState<number>(30);
  const report = useGetAnalyticsReportQuery(days, { skip: !isAdmin });

  if (checkingUser) return <StateMessage title="Loading Analytics" loading />;
  if (!isAdmin) return <Navigate to="/" replace />;

  return (
    <>
      <PageBanner
        eyebrow="Admin"
        title="Site Analytics"
        action={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={days}
            onChange={(_event, value: number | null) => value && setDays(value)}
            aria-label="Period"
            sx={{ bgcolor: 'common.white', alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {RANGES.map((range) => (
              <ToggleButton key={range} value={range}>
                {range} days
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {report.isError ? (
          <StateMessage
            title="Unable to Load Analytics"
            headingLevel="h2"
            icon={<ReportProblemIcon />}
          >
            <Button variant="contained" onClick={() => void report.refetch()}>
              Try Again
            </Button>
          </StateMessage>
        ) : report.data ? (
          <Dashboard report={report.data} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
            <CircularProgress aria-label="Loading analytics" />
          </Box>
        )}
      </Container>
    </>
  );
}
