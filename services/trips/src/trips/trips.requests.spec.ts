import { RpcException } from '@nestjs/microservices';
import type { ItineraryResponse, ServiceErrorBody } from '@roadbook/contracts';
import { checkComplete } from './trips.requests';

/** What a check refused with: the service's 400 and its errors by field. */
async function refusal(message: unknown) {
  const error: unknown = await checkComplete(message).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RpcException);
  return (error as RpcException).getError() as ServiceErrorBody;
}

describe('checkComplete', () => {
  const itinerary = {
    overview: 'Red rock.',
    itinerary: { days: [] },
  } as unknown as ItineraryResponse;

  it('passes a worker’s result on with the very itinerary it was sent, not a copy', async () => {
    const checked = await checkComplete({ tripId: 7, version: 2, itinerary });
    expect(checked).toEqual({ tripId: 7, version: 2, itinerary });
    expect(checked.itinerary).toBe(itinerary);
  });

  it('refuses ids that are not whole numbers with the pipe’s field errors', async () => {
    const body = await refusal({ tripId: '7', version: 0, itinerary });
    expect(body.code).toBe('invalid-input');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['tripId', 'version']);
  });

  it('refuses an id no row can have, before the database is asked', async () => {
    // What `Number('99999999999999999999')` gives: a whole number, far past the key's range.
    const body = await refusal({ tripId: 1e20, version: 2, itinerary });
    expect(body).toMatchObject({
      code: 'invalid-input',
      errors: { tripId: ['tripId must be a whole number from 1 to 2147483647'] },
    });
  });

  it.each([undefined, null, 'days', [1, 2]])('refuses an itinerary that is %p', async (value) => {
    const body = await refusal({ tripId: 7, version: 2, itinerary: value });
    expect(body).toMatchObject({
      code: 'invalid-input',
      message: 'itinerary must be an object',
      errors: { itinerary: ['itinerary must be an object'] },
    });
  });

  it('refuses a message that is not an object at all', async () => {
    expect((await refusal(null)).code).toBe('invalid-input');
  });
});
