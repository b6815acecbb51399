import { useState } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { serverFieldErrors, serverMessage } from '../api/trip-api-errors';
import type { PlanFormErrors } from '../components/plan-form.model';

/**
 * What the server said about a submitted plan: messages per field go under their fields; a
 * refusal that names no field becomes a notice with `title` (the server's words, or `fallback`).
 */
export function usePlanServerErrors(title: string, fallback: string) {
  const { toast } = useToast();
  const [serverErrors, setServerErrors] = useState<PlanFormErrors>({});

  const report = (caught: unknown) => {
    const fieldErrors = serverFieldErrors(caught);
    setServerErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) {
      toast({ title, description: serverMessage(caught) ?? fallback, variant: 'destructive' });
    }
  };

  return { serverErrors, report };
}
