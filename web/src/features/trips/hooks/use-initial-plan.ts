import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetSharedTripQuery, useGetTripQuery } from '../api/trips.api';
import {
  EMPTY_PLAN_FORM,
  loadPlanForm,
  planFormFromTrip,
  type PlanFormValues,
} from '../components/plan-form.model';

export type InitialPlan =
  | { state: 'ready'; values: PlanFormValues; tripId: number | null }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void };

function tripIdParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * What the planner starts from. Modify opens `/plan?modify=<trip id>` and Plan Similar
 * `/plan?similar=<trip id>` (`&shared=<link>` from a shared trip) after storing the form in this
 * browser (docs/product.md#plan-page); opened anywhere else (a refresh, a new tab, another
 * device), the trip itself is read and put in the form. Modify updates the trip; Plan Similar
 * plans a new one.
 */
export function useInitialPlan(): InitialPlan {
  const [params] = useSearchParams();
  const modifyId = tripIdParam(params.get('modify'));
  const similarId = tripIdParam(params.get('similar'));
  const sharedId = similarId !== null ? params.get('shared') : null;
  const asked = params.has('modify') || params.has('similar');
  const [stored] = useState(() => (asked ? loadPlanForm() : null));
  // A copy named by no trip id (`?modify=new`) is taken as stored: there is no trip to read.
  const fromStorage =
    stored &&
    ((modifyId !== null && stored.tripId === modifyId) ||
      (similarId !== null && stored.tripId === null && stored.from === similarId) ||
      (modifyId === null && similarId === null && stored.tripId === null));
  const tripToRead = fromStorage || sharedId ? null : (modifyId ?? similarId);
  const trip = useGetTripQuery(tripToRead ?? skipToken);
  const shared = useGetSharedTripQuery(!fromStorage && sharedId ? sharedId : skipToken);

  if (fromStorage) return { state: 'ready', values: stored.values, tripId: stored.tripId };
  if (modifyId === null && similarId === null) {
    return { state: 'ready', values: EMPTY_PLAN_FORM, tripId: null };
  }
  const source = sharedId ? shared : trip;
  const read = sharedId ? shared.data?.trip : trip.data;
  if (read) return { state: 'ready', values: planFormFromTrip(read), tripId: modifyId };
  if (source.isError) return { state: 'failed', retry: () => void source.refetch() };
  return { state: 'loading' };
}
