import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FUEL_RESERVE_SHARE,
  fuelRangeBounds,
  MAX_GROUP_RIDERS,
  rangeFromKm,
  rangeToKm,
  RIDER_NAME_MAX_LENGTH,
  type RangeUnit,
  type TravelMode,
} from '@roadbook/contracts/browser';
import type { GroupRiderInput } from './plan-form.model';
import { isRangeInBounds } from './plan-form.model';

/** What a new rider's range starts at, by travel mode: a typical full tank, for them to change. */
const TYPICAL_RANGE_KM: Record<TravelMode, number> = { motorcycle: 250, car: 600, rv: 450 };

interface GroupFieldProps {
  group: GroupRiderInput[];
  unit: RangeUnit;
  travelMode: TravelMode | '';
  onChange: (group: GroupRiderInput[], unit: RangeUnit) => void;
  /** The group's first problem: too many riders, a rider without a name, a range out of bounds. */
  error?: string;
}

/**
 * "Your group": each rider's name and fuel range, in km or miles. The smallest range, less a
 * reserve, sets every fuel stop, so the whole group rides one plan. Optional; at most
 * MAX_GROUP_RIDERS riders.
 */
export function GroupField({ group, unit, travelMode, onChange, error }: GroupFieldProps) {
  const bounds = fuelRangeBounds(unit);
  const isNameOffending = (rider: GroupRiderInput) =>
    error !== undefined && rider.name.trim().length === 0;
  const isRangeOffending = (rider: GroupRiderInput) =>
    error !== undefined && !isRangeInBounds(rider.range, unit);
  const setRider = (index: number, change: Partial<GroupRiderInput>) =>
    onChange(
      group.map((rider, i) => (i === index ? { ...rider, ...change } : rider)),
      unit,
    );
  const changeUnit = (next: RangeUnit) =>
    onChange(
      group.map((rider) => {
        const value = Number(rider.range);
        return rider.range.trim() === '' || !Number.isFinite(value)
          ? rider
          : { ...rider, range: String(rangeFromKm(rangeToKm(value, unit), next)) };
      }),
      next,
    );
  const addRider = () =>
    onChange(
      [
        ...group,
        {
          name: '',
          range: String(rangeFromKm(TYPICAL_RANGE_KM[travelMode || 'motorcycle'], unit)),
        },
      ],
      unit,
    );
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Your group
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unit}
          onChange={(_event, next: RangeUnit | null) => {
            if (next) changeUnit(next);
          }}
          aria-label="Fuel range unit"
        >
          <ToggleButton value="km">km</ToggleButton>
          <ToggleButton value="mi">miles</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Optional: each rider’s range on a full tank. Fuel stops are planned for the smallest, less a{' '}
        {Math.round(FUEL_RESERVE_SHARE * 100)} % reserve.
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.map((rider, index) => (
          <Stack
            component="li"
            // Order is the identity of a rider here; typing must not remount the fields.
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              name={`rider-${index + 1}`}
              label={`Rider ${index + 1}`}
              value={rider.name}
              onChange={(event) => setRider(index, { name: event.target.value })}
              slotProps={{ htmlInput: { maxLength: RIDER_NAME_MAX_LENGTH } }}
              error={isNameOffending(rider)}
              sx={{ flex: 3, minWidth: 0 }}
            />
            <TextField
              name={`rider-${index + 1}-range`}
              label="Fuel range"
              type="number"
              value={rider.range}
              onChange={(event) => setRider(index, { range: event.target.value })}
              slotProps={{
                htmlInput: { min: bounds.min, max: bounds.max, step: 1 },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">{unit === 'mi' ? 'mi' : 'km'}</InputAdornment>
                  ),
                },
              }}
              error={isRangeOffending(rider)}
              sx={{ flex: 2, minWidth: 0 }}
            />
            <IconButton
              aria-label={`Remove rider ${index + 1}`}
              onClick={() =>
                onChange(
                  group.filter((_, i) => i !== index),
                  unit,
                )
              }
              size="small"
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {error && (
        <FormHelperText error sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={addRider}
        disabled={group.length >= MAX_GROUP_RIDERS}
        sx={{ mt: 1 }}
      >
        Add a rider
      </Button>
    </Box>
  );
}
