import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PlaceSuggestion } from '@roadbook/contracts';
import { PLACE_SUGGEST_MIN_LENGTH } from '@roadbook/contracts/browser';
import { useEffect, useState } from 'react';
import { useLazySuggestPlacesQuery } from '../api/trips.api';

const SUGGEST_DEBOUNCE_MS = 250;

interface PlaceInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  placeholder?: string;
  name: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
}

/**
 * A town or address typed freely; towns from the gazetteer are offered once two characters are
 * typed, and only when the suggestion call answers (the field works as plain text without it).
 */
export function PlaceInput({
  label,
  value,
  onChange,
  error,
  helperText,
  placeholder,
  name,
  required,
  readOnly,
  maxLength,
}: PlaceInputProps) {
  const [query, setQuery] = useState('');
  const [suggest, { data }] = useLazySuggestPlacesQuery();

  useEffect(() => {
    const text = query.trim();
    if (text.length < PLACE_SUGGEST_MIN_LENGTH) return undefined;
    const timer = window.setTimeout(() => {
      void suggest(text, true);
    }, SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, suggest]);

  const options: PlaceSuggestion[] =
    query.trim().length >= PLACE_SUGGEST_MIN_LENGTH && Array.isArray(data) ? data : [];

  return (
    <Autocomplete<PlaceSuggestion | string, false, false, true>
      freeSolo
      readOnly={readOnly}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(option, current) =>
        (typeof option === 'string' ? option : option.label) ===
        (typeof current === 'string' ? current : current.label)
      }
      inputValue={value}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset' && next === '' && value !== '') return;
        onChange(next);
        if (reason === 'input') setQuery(next);
      }}
      onChange={(_event, next) => {
        if (next === null) return;
        onChange(typeof next === 'string' ? next : next.label);
        setQuery('');
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const label = typeof option === 'string' ? option : option.label;
        return (
          <li key={key} {...rest}>
            {label}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength },
          }}
        />
      )}
    />
  );
}
