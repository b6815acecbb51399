import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changesRoute } from '@roadbook/contracts/browser';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { toPlanBody, validatePlanForm } from './plan-form.model';
import type { PlanFormErrors, PlanFormField, PlanFormValues } from './plan-form.model';
import {
  PaceSection,
  RidersSection,
  RouteSection,
  StopsSection,
  TripSection,
  type PlanFormSectionProps,
} from './plan-form.sections';

interface PlanFormProps {
  initialValues: PlanFormValues;
  isModifying: boolean;
  isSubmitting: boolean;
  /** Field errors from the server, shown until the field changes. */
  serverErrors?: PlanFormErrors;
  onSubmit: (values: PlanFormValues) => void;
  /**
   * The submit button's words when they are neither planning nor Modify's (the admin editor).
   * Modify's say whether the itinerary is made again: only a changed route is planned again.
   */
  submitLabel?: string;
}

function submitWords(isModifying: boolean, initial: PlanFormValues, values: PlanFormValues) {
  if (!isModifying) return 'Plan My Trip';
  return changesRoute(toPlanBody(initial), toPlanBody(values))
    ? 'Update & Regenerate'
    : 'Save Changes';
}

/** How many fields to fix, beside the submit button (a spinner on it while sending). */
function SubmitRow({
  errorCount,
  isSubmitting,
  label,
}: {
  errorCount: number;
  isSubmitting: boolean;
  label: string;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography role={errorCount > 0 ? 'alert' : undefined} color="error" variant="body2">
        {errorCount > 0
          ? `Please fix ${errorCount === 1 ? 'the highlighted field' : `the ${errorCount} highlighted fields`}.`
          : ''}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={
          isSubmitting ? (
            <CircularProgress size={18} color="inherit" aria-label="Sending your plan" />
          ) : undefined
        }
        sx={{ minWidth: 220, py: 1.5 }}
      >
        {label}
      </Button>
    </Stack>
  );
}

/**
 * The trip form (docs/product.md#plan-page): every field, validated with the server's messages
 * before it is sent.
 */
export function PlanForm({
  initialValues,
  isModifying,
  isSubmitting,
  serverErrors,
  onSubmit,
  submitLabel,
}: PlanFormProps) {
  const [values, setValues] = useState<PlanFormValues>(initialValues);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [touchedByServer, setTouchedByServer] = useState<Set<PlanFormField>>(new Set());

  /** One field, or fields that change together (the group's riders and their unit). */
  const setMany = (change: Partial<PlanFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (submitted) setErrors(validatePlanForm(next));
    setTouchedByServer((fields) => {
      const touched = new Set(fields);
      for (const field of Object.keys(change)) touched.add(field as PlanFormField);
      return touched;
    });
  };
  const set = <K extends PlanFormField>(field: K, value: PlanFormValues[K]) =>
    setMany({ [field]: value });

  const errorOf = (field: PlanFormField): string | undefined =>
    errors[field] ?? (touchedByServer.has(field) ? undefined : serverErrors?.[field]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlanForm(values);
    setSubmitted(true);
    setErrors(found);
    setTouchedByServer(new Set());
    if (Object.keys(found).length > 0) {
      // After the error state renders, bring the first problem into view.
      window.setTimeout(() => {
        document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
      }, 0);
      return;
    }
    onSubmit(values);
  };

  const errorCount = Object.keys(errors).length;
  const section: PlanFormSectionProps = { values, set, setMany, errorOf };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Plan your trip">
      <Stack spacing={3}>
        <TripSection {...section} />
        <RouteSection {...section} />
        <RidersSection {...section} />
        <StopsSection {...section} />
        <PaceSection {...section} />

        <SubmitRow
          errorCount={errorCount}
          isSubmitting={isSubmitting}
          label={submitLabel ?? submitWords(isModifying, initialValues, values)}
        />
      </Stack>
    </Box>
  );
}
