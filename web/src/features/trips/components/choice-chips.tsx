import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import CheckIcon from '@mui/icons-material/Check';
import type { PlanChoice } from '@roadbook/contracts';

interface ChoiceChipsProps {
  label: string;
  choices: readonly PlanChoice<string>[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
  helperText?: string;
}

/** Several-of-many choices as toggle chips (activities, accommodation). */
export function ChoiceChips({
  label,
  choices,
  selected,
  onChange,
  error,
  helperText,
}: ChoiceChipsProps) {
  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <Box role="group" aria-label={label}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => {
          const isOn = selected.includes(choice.value);
          return (
            <Chip
              key={choice.value}
              label={choice.label}
              icon={isOn ? <CheckIcon /> : undefined}
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              onClick={() => toggle(choice.value)}
              aria-pressed={isOn}
              role="button"
            />
          );
        })}
      </Box>
      {(error ?? helperText) && (
        <FormHelperText error={Boolean(error)} sx={{ mx: 0, mt: 1 }}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
