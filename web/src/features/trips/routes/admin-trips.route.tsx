import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminTripsQuery, Trip } from '@roadbook/contracts';
import { ADMIN_TRIPS_PAGE_MAX, ADMIN_TRIPS_PAGE_SIZE } from '@roadbook/contracts/browser';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { PageBanner } from '../../../shared/components/page-banner';
import { StateMessage } from '../../../shared/components/state-message';
import { useDocumentMeta } from '../../../shared/seo/use-document-meta';
import { AccessDenied } from '../../../shared/session/access-denied';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useGetAdminTripsQuery } from '../api/trips.api';
import { AdminTripCards, AdminTripTable } from '../components/admin-trip-rows';
import { FeatureTripDialog } from '../components/feature-trip-dialog';
import { useToggleFeatured } from '../hooks/use-toggle-featured';

const FEATURED_FILTERS = [
  { value: '', label: 'All trips' },
  { value: 'true', label: 'Featured' },
  { value: 'false', label: 'Not featured' },
] as const;

/**
 * The list's query from the address (`?q=&featured=&page=`), so back, forward and reload keep it;
 * a value the server would refuse is read as its default instead.
 */
export function adminTripsQueryFrom(params: URLSearchParams): AdminTripsQuery {
  const page = Number(params.get('page') ?? '1');
  const featured = params.get('featured');
  return {
    q: params.get('q')?.trim() || undefined,
    featured: featured === 'true' ? true : featured === 'false' ? false : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= ADMIN_TRIPS_PAGE_MAX ? page : 1,
    pageSize: ADMIN_TRIPS_PAGE_SIZE.default,
  };
}

function Filters({
  query,
  onChange,
}: {
  query: AdminTripsQuery;
  onChange: (next: AdminTripsQuery) => void;
}) {
  const [words, setWords] = useState(query.q ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: words.trim() || undefined, page: 1 });
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Find trips"
      onSubmit={search}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto 200px' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <TextField
        label="Search trips"
        placeholder="Name, start or destination"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
      <TextField
        select
        label="Featured"
        size="small"
        value={query.featured === undefined ? '' : String(query.featured)}
        // "All trips" is a choice like the others, shown rather than left blank under the label.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...query, featured: value === '' ? undefined : value === 'true', page: 1 });
        }}
      >
        {FEATURED_FILTERS.map((filter) => (
          <MenuItem key={filter.value} value={filter.value}>
            {filter.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function TripsList({
  query,
  onChange,
}: {
  query: AdminTripsQuery;
  onChange: (next: AdminTripsQuery) => void;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const list = useGetAdminTripsQuery(query);
  const { toggle, dialog } = useToggleFeatured();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggleFeatured = async (trip: Trip) => {
    setBusyId(trip.id);
    try {
      await toggle(trip);
    } finally {
      setBusyId(null);
    }
  };

  if (list.isError) {
    return (
      <StateMessage title="Unable to Load Trips" headingLevel="h2" icon={<ReportProblemIcon />}>
        <Button variant="contained" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  if (!list.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading trips" />
      </Box>
    );
  }
  const { rows, total, page, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const rowProps = {
    rows,
    busyId,
    onToggleFeatured: (trip: Trip) => void toggleFeatured(trip),
  };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
        {rows.length === 0
          ? 'No trips match.'
          : `Showing ${first}–${first + rows.length - 1} of ${total} ${total === 1 ? 'trip' : 'trips'}`}
      </Typography>
      {rows.length > 0 &&
        (wide ? <AdminTripTable {...rowProps} /> : <AdminTripCards {...rowProps} />)}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => onChange({ ...query, page: next })}
          color="primary"
          siblingCount={wide ? 1 : 0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? `Page ${item}` : `Go to ${type} page`
          }
        />
      )}
      <FeatureTripDialog {...dialog} />
    </>
  );
}

/** Admins only: every rider's trips, to find the best routes and feature them. */
export default function AdminTripsRoute() {
  const { user, isLoading } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  useDocumentMeta(
    `${isAdmin ? 'All Trips' : 'Access Denied'} — ${BRAND_NAME}`,
    'Every rider’s trips, for admins.',
  );
  const [params, setParams] = useSearchParams();
  const query = adminTripsQueryFrom(params);

  const change = (next: AdminTripsQuery) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.featured !== undefined) search.set('featured', String(next.featured));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  if (isLoading) return <StateMessage title="Checking Your Account" loading />;
  if (!user) {
    return (
      <AccessDenied description="Please sign in with an admin account to see all trips." signIn />
    );
  }
  if (!isAdmin) return <AccessDenied description="Only admins can see every rider's trips." />;
  return (
    <>
      <PageBanner eyebrow="Admin" title="All Trips" />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack>
          {/* Keyed by the words, so the box follows back and forward through the address. */}
          <Filters key={query.q ?? ''} query={query} onChange={change} />
          <TripsList query={query} onChange={change} />
        </Stack>
      </Container>
    </>
  );
}
