import type { Trip, TripCaller } from '@roadbook/contracts';
import { REMEMBER_OUTCOME_MS } from './generation-progress';
import { PLANNED_TRIP_KEPT_MS, PLANNED_TRIPS_KEPT, PlannedTrips } from './planned-trips';

const VISITOR: TripCaller = { visitorTokenHash: 'a'.repeat(64) };
const OTHER_VISITOR: TripCaller = { visitorTokenHash: 'b'.repeat(64) };
const RIDER: TripCaller = { userId: 7, role: 'user' };

function draft(id: number, changes: Partial<Trip> = {}): Trip {
  return { id, version: 1, name: `Trip ${id}`, generationStatus: 'generating', ...changes } as Trip;
}

describe('PlannedTrips', () => {
  let planned: PlannedTrips;

  beforeEach(() => {
    planned = new PlannedTrips();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('hands the trip to the one who planned it, once', () => {
    planned.keep(draft(1), VISITOR);
    planned.keep(draft(2), RIDER);
    expect(planned.take(1, { ...VISITOR })).toEqual(draft(1));
    expect(planned.take(1, VISITOR)).toBeUndefined();
    expect(planned.take(2, { userId: 7, role: 'user' })).toEqual(draft(2));
  });

  it('never hands it to anyone else, and still has it for its planner', () => {
    planned.keep(draft(1), VISITOR);
    planned.keep(draft(2), RIDER);
    expect(planned.take(1, OTHER_VISITOR)).toBeUndefined();
    expect(planned.take(1, {})).toBeUndefined();
    // The rider's account is not the browser they planned from, signed out.
    expect(planned.take(2, { visitorTokenHash: 'c'.repeat(64) })).toBeUndefined();
    expect(planned.take(2, { userId: 8, role: 'admin' })).toBeUndefined();
    expect(planned.take(1, VISITOR)).toEqual(draft(1));
    expect(planned.take(2, RIDER)).toEqual(draft(2));
  });

  it('keeps only a trip whose itinerary is still to come, for someone in particular', () => {
    planned.keep(draft(1, { generationStatus: 'ready' }), VISITOR);
    planned.keep(draft(2), {});
    expect(planned.take(1, VISITOR)).toBeUndefined();
    expect(planned.take(2, {})).toBeUndefined();
  });

  it('drops a trip it is told to forget (a write to it)', () => {
    planned.keep(draft(1), VISITOR);
    planned.forget(1);
    expect(planned.take(1, VISITOR)).toBeUndefined();
  });

  it('keeps a trip while the progress feed remembers outcomes, and no longer', () => {
    expect(PLANNED_TRIP_KEPT_MS).toBe(REMEMBER_OUTCOME_MS);
    jest.useFakeTimers();
    planned.keep(draft(1), VISITOR);
    planned.keep(draft(2), VISITOR);
    jest.advanceTimersByTime(PLANNED_TRIP_KEPT_MS - 1);
    expect(planned.take(1, VISITOR)).toEqual(draft(1));
    jest.advanceTimersByTime(2);
    expect(planned.take(2, VISITOR)).toBeUndefined();
  });

  it('holds so many trips at most, the oldest going first', () => {
    for (let id = 1; id <= PLANNED_TRIPS_KEPT + 1; id++) planned.keep(draft(id), VISITOR);
    expect(planned.take(1, VISITOR)).toBeUndefined();
    expect(planned.take(2, VISITOR)).toEqual(draft(2));
    expect(planned.take(PLANNED_TRIPS_KEPT + 1, VISITOR)).toEqual(draft(PLANNED_TRIPS_KEPT + 1));
  });
});
