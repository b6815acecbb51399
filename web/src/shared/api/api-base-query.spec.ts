import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { createApiBaseQuery } from './api-base-query';
import { CONNECTION_LOST_MESSAGE, type ApiError } from './api-error';

function setup(response: Response | Error) {
  const fetchFn = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  const api = createApi({
    baseQuery: createApiBaseQuery('http://roadbook.test/api', fetchFn),
    endpoints: (build) => ({ thing: build.query<unknown, void>({ query: () => '/thing' }) }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gDM) => gDM().concat(api.middleware),
  });
  return { fetchFn, fetchThing: () => store.dispatch(api.endpoints.thing.initiate()) };
}

describe('apiBaseQuery', () => {
  it('sends cookies and parses JSON bodies', async () => {
    const { fetchFn, fetchThing } = setup(
      new Response('{"name":"Route 66"}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const result = await fetchThing();
    expect(result.data).toEqual({ name: 'Route 66' });
    const request = fetchFn.mock.calls[0][0] as Request;
    expect(request.url).toBe('http://roadbook.test/api/thing');
    expect(request.credentials).toBe('include');
  });

  it('turns a failure into "status: body text", with no body when it is not JSON', async () => {
    const { fetchThing } = setup(
      new Response('Trip not found', { status: 404, statusText: 'Not Found' }),
    );
    const result = await fetchThing();
    expect(result.error).toEqual({
      status: 404,
      code: 'not-found',
      message: '404: Trip not found',
      text: 'Trip not found',
    });
  });

  it('uses the status text when the failure has no body', async () => {
    const { fetchThing } = setup(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const result = await fetchThing();
    expect(result.error).toEqual({
      status: 503,
      code: 'unavailable',
      message: '503: Service Unavailable',
      text: 'Service Unavailable',
    });
  });

  it('reads a JSON error body once into its typed body, keeping the text too', async () => {
    const body = '{"statusCode":401,"code":"not-signed-in","message":"Unauthorized"}';
    const { fetchThing } = setup(
      new Response(body, {
        status: 401,
        statusText: 'Unauthorized',
        headers: { 'content-type': 'application/json' },
      }),
    );
    const result = await fetchThing();
    expect(result.error).toEqual({
      status: 401,
      code: 'not-signed-in',
      message: `401: ${body}`,
      text: body,
      body: { statusCode: 401, code: 'not-signed-in', message: 'Unauthorized' },
    });
  });

  it("keeps the server's code, and gives an answer without one (a proxy's) its status's", async () => {
    const conflict = { statusCode: 409, code: 'conflict', message: 'Taken', errors: {} };
    expect(
      (await setup(new Response(JSON.stringify(conflict), { status: 409 })).fetchThing()).error,
    ).toMatchObject({ code: 'conflict', body: { code: 'conflict' } });
    const foreign = { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Too large' };
    const error = (await setup(new Response(JSON.stringify(foreign), { status: 413 })).fetchThing())
      .error;
    expect(error).toMatchObject({ code: 'too-large', body: { statusCode: 413 } });
    // Fastify's internal name is not one of our codes: the body keeps none.
    expect(Object.keys((error as ApiError).body ?? {})).not.toContain('code');
  });

  it("keeps a validation failure's messages per field", async () => {
    const body = {
      statusCode: 400,
      message: ['Trip name is required', 'Destination is required'],
      errors: { name: ['Trip name is required'], destination: 'Destination is required', x: [1] },
    };
    const { fetchThing } = setup(new Response(JSON.stringify(body), { status: 400 }));
    const result = await fetchThing();
    expect(result.error).toMatchObject({
      body: {
        statusCode: 400,
        message: 'Trip name is required',
        errors: { name: ['Trip name is required'], destination: ['Destination is required'] },
      },
    });
  });

  it("reports a network failure in a rider's words, not the browser's TypeError", async () => {
    const { fetchThing } = setup(new TypeError('Failed to fetch'));
    const result = await fetchThing();
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: CONNECTION_LOST_MESSAGE });
  });

  it('does not retry a failed request', async () => {
    const { fetchFn, fetchThing } = setup(new Response('boom', { status: 500 }));
    await fetchThing();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
