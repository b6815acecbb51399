import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import Alert from '@mui/material/Alert';
import { FUEL_RESERVE_SHARE, rangeFromKm } from '@roadbook/contracts/browser';
import type { ItineraryFacts } from '@roadbook/contracts';

/** "93 miles" on an imperial trip, "150 km" elsewhere. */
function distance(km: number, units: ItineraryFacts['units']): string {
  return units === 'imperial' ? `${rangeFromKm(km, 'mi')} miles` : `${Math.round(km)} km`;
}

/**
 * Whose bike the fuel stops are planned for, on every page that shows a group's trip: the
 * smallest range in the group, less the reserve. Nothing for a trip without a group.
 */
export function GroupFuelNote({ facts }: { facts: ItineraryFacts | undefined }) {
  const rider = facts?.fuelRangeSetBy;
  if (!rider || !facts.fuelRangeKm) return null;
  return (
    <Alert
      severity="info"
      icon={<LocalGasStationIcon fontSize="inherit" />}
      sx={{ mb: 3, borderRadius: 3 }}
      data-testid="group-fuel-note"
    >
      Fuel stops are planned for {rider.name}’s range of {distance(rider.fuelRangeKm, facts.units)},
      the smallest in the group, less a {Math.round(FUEL_RESERVE_SHARE * 100)} % reserve: at least
      every {distance(facts.fuelRangeKm, facts.units)}.
    </Alert>
  );
}
