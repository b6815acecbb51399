import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';

dayjs.extend(customParseFormat);

/** How the form model and the server write a date, and how the field shows it. */
const ISO_DAY = 'YYYY-MM-DD';

/**
 * What the form model gets from the picker: '' for no date (MUI reports a half-typed date as none,
 * as the browser's own date input did), the ISO day for a date, and text that is no date when
 * the field holds one it cannot make, so the model refuses it with its own message.
 */
function toModelText(next: Dayjs | null): string {
  if (next === null) return '';
  return next.isValid() ? next.format(ISO_DAY) : 'invalid';
}

interface TripDateFieldProps {
  name: string;
  label: string;
  /** The model's text: '' or `YYYY-MM-DD`. */
  value: string;
  onChange: (value: string) => void;
  /** Inclusive bounds as `YYYY-MM-DD`: the calendar greys out the days outside them. */
  min: string;
  max: string;
  error?: string;
  helperText: string;
}

/**
 * A trip date: typed as YYYY-MM-DD (MUI's field, one spinbutton per part, named by `label`) or
 * chosen in a calendar, a dialog on phones. The model keeps the rules and their messages; the
 * picker only bounds the calendar and shows them. The hidden input named `name` holds the value.
 */
export function TripDateField({
  name,
  label,
  value,
  onChange,
  min,
  max,
  error,
  helperText,
}: TripDateFieldProps) {
  const theme = useTheme();
  // A date the field cannot make is no value for the model, but the field must keep showing it.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const parsed = dayjs(value, ISO_DAY, true);
  const pickerValue = parsed.isValid() ? parsed : value === '' ? null : typed;

  return (
    <DatePicker
      label={label}
      value={pickerValue}
      onChange={(next) => {
        setTyped(next);
        onChange(toModelText(next));
      }}
      format={ISO_DAY}
      minDate={dayjs(min, ISO_DAY)}
      maxDate={dayjs(max, ISO_DAY)}
      // The calendar opens in a dialog on narrow screens, whatever the pointer.
      desktopModeMediaQuery={`${theme.breakpoints.up('sm')} and (pointer: fine)`}
      slotProps={{
        textField: {
          name,
          fullWidth: true,
          error: Boolean(error),
          helperText: error ?? helperText,
        },
      }}
    />
  );
}
