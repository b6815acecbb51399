import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminTripRow, AdminTripStatus, Trip } from '@roadbook/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from './trip-format';

export interface AdminTripRowsProps {
  rows: AdminTripRow[];
  /** Feature (through the dialog) or unfeature the row's trip. */
  onToggleFeatured: (trip: Trip) => void;
  /** The trip whose Feature/Unfeature is under way, if any. */
  busyId: number | null;
}

const STATUS_LABELS: Record<AdminTripStatus, string> = {
  draft: 'Draft',
  saved: 'Saved',
  featured: 'Featured',
};

function StatusChip({ status }: { status: AdminTripStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={status === 'featured' ? 'primary' : 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      icon={status === 'featured' ? <StarIcon /> : undefined}
    />
  );
}

const ownerOf = (row: AdminTripRow) =>
  row.ownerName ?? (row.trip.userId === null ? 'Visitor' : 'Deleted account');
const daysOf = (row: AdminTripRow) => (row.days === null ? '—' : String(row.days));
const createdOn = (trip: Trip) => formatDate(trip.createdAt.slice(0, 10));

/** Feature/Unfeature, View (the itinerary) and Edit (the admin trip editor) of one trip. */
function RowActions({
  row,
  onToggleFeatured,
  busyId,
}: { row: AdminTripRow } & Omit<AdminTripRowsProps, 'rows'>) {
  const { trip } = row;
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        variant={trip.isFeatured ? 'outlined' : 'contained'}
        startIcon={trip.isFeatured ? <StarIcon /> : <StarBorderIcon />}
        disabled={busyId === trip.id}
        onClick={() => onToggleFeatured(trip)}
        aria-label={`${trip.isFeatured ? 'Unfeature' : 'Feature'} ${trip.name}`}
      >
        {trip.isFeatured ? 'Unfeature' : 'Feature'}
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={`/itinerary/${trip.id}`}
        startIcon={<VisibilityIcon />}
        aria-label={`View ${trip.name}`}
      >
        View
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={`/admin/trips/${trip.id}/edit`}
        startIcon={<EditIcon />}
        aria-label={`Edit ${trip.name}`}
      >
        Edit
      </Button>
    </Stack>
  );
}

/** The admin's trips on a wide screen: one row each. */
export function AdminTripTable({ rows, ...actions }: AdminTripRowsProps) {
  return (
    <TableContainer component={Box} sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      <Table aria-label="All trips">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell align="right">Places</TableCell>
            <TableCell align="right">Days</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.trip.id} data-testid="admin-trip" hover>
              <TableCell sx={{ maxWidth: 260 }}>
                <Typography sx={{ fontWeight: 600 }}>{row.trip.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.trip.startLocation} → {row.trip.destination}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 180, overflowWrap: 'anywhere' }}>{ownerOf(row)}</TableCell>
              <TableCell align="right">{row.places}</TableCell>
              <TableCell align="right">{daysOf(row)}</TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{createdOn(row.trip)}</TableCell>
              <TableCell>
                <RowActions row={row} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The admin's trips on a phone: one card each. */
export function AdminTripCards({ rows, ...actions }: AdminTripRowsProps) {
  return (
    <Stack spacing={2} component="ul" aria-label="All trips" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card
          key={row.trip.id}
          component="li"
          variant="outlined"
          data-testid="admin-trip"
          sx={{ borderRadius: 3 }}
        >
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
                  {row.trip.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.trip.startLocation} → {row.trip.destination}
                </Typography>
              </Box>
              <Box sx={{ flexShrink: 0 }}>
                <StatusChip status={row.status} />
              </Box>
            </Stack>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
              <CardFact label="Owner" value={ownerOf(row)} />
              <CardFact label="Created" value={createdOn(row.trip)} />
              <CardFact label="Places" value={String(row.places)} />
              <CardFact label="Days" value={daysOf(row)} />
            </Box>
            <RowActions row={row} {...actions} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
