import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';
import { OwnTripWrites } from './own-trip-writes.interceptor';
import type { OwnTripsCache } from './own-trips.cache';
import type { PlannedTrips } from './planned-trips';

function requestTo(method: string, params: Record<string, string>): ExecutionContext {
  const request = { method, params };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

/** The trips each of the gateway's two memories of trips was told to drop, in turn. */
function interceptor() {
  const forgotten: number[] = [];
  const droppedPlans: number[] = [];
  const cache = { forget: (tripId: number) => forgotten.push(tripId) };
  const planned = { forget: (tripId: number) => droppedPlans.push(tripId) };
  const writes = new OwnTripWrites(
    cache as unknown as OwnTripsCache,
    planned as unknown as PlannedTrips,
  );
  return { writes, forgotten, droppedPlans };
}

describe('OwnTripWrites', () => {
  it('drops the trip a write names before the write is answered', async () => {
    const { writes, forgotten, droppedPlans } = interceptor();
    const answered: number[][] = [];
    const handler: CallHandler = { handle: () => of({ ok: true }) };
    const answer = lastValueFrom(writes.intercept(requestTo('PUT', { id: '12' }), handler));
    await answer.then(() => answered.push([...forgotten], [...droppedPlans]));
    expect(answered).toEqual([[12], [12]]);
  });

  it('drops it when the write fails too: a call that timed out may still have changed it', async () => {
    const { writes, forgotten } = interceptor();
    const handler: CallHandler = { handle: () => throwError(() => new Error('timed out')) };
    await expect(
      lastValueFrom(writes.intercept(requestTo('DELETE', { id: '5' }), handler)),
    ).rejects.toThrow('timed out');
    expect(forgotten).toEqual([5]);
  });

  it('leaves a route that names no trip alone', async () => {
    const { writes, forgotten } = interceptor();
    const handler: CallHandler = { handle: () => of('answer') };
    for (const context of [requestTo('POST', {}), requestTo('POST', { id: 'not-a-number' })]) {
      await lastValueFrom(writes.intercept(context, handler));
    }
    expect(forgotten).toEqual([]);
  });
});
