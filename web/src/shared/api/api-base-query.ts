import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { keptCopyShown } from '../offline/offline-copy.slice';
import { SAVED_AT_HEADER } from '../offline/saved-at-header';
import { CONNECTION_LOST_MESSAGE, httpApiError } from './api-error';
import type { ApiError } from './api-error';

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
>;

/**
 * Successful bodies are JSON when they say so, text otherwise; error bodies stay text here and
 * `httpApiError` reads them once (an error body that is not JSON is still worth showing).
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  if (text === '') return null;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson ? (JSON.parse(text) as unknown) : text;
}

function toApiError(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  if (typeof error.status === 'number') {
    const bodyText = typeof error.data === 'string' ? error.data : '';
    return httpApiError(error.status, bodyText, response?.statusText ?? '');
  }
  if (error.status === 'FETCH_ERROR') {
    return { status: error.status, message: CONNECTION_LOST_MESSAGE };
  }
  return { status: error.status, message: error.error };
}

/**
 * Every call carries cookies (docs/product.md#api-conventions); every failure is normalised into
 * one `ApiError`.
 */
export function createApiBaseQuery(baseUrl: string, fetchFn?: typeof fetch): ApiBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    responseHandler: readBody,
    fetchFn,
  });
  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    // Answered offline from the service worker's copy: the layout says so, and from when.
    const savedAt = result.meta?.response?.headers.get(SAVED_AT_HEADER);
    if (savedAt) api.dispatch(keptCopyShown(savedAt));
    if (result.error) {
      return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
    }
    return { data: result.data, meta: result.meta };
  };
}
