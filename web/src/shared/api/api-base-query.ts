import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { formatHttpError } from './http-error';

export interface ApiError {
  /** HTTP status, or the kind of failure when no response arrived. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
}

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
>;

/** Successful bodies are JSON when they say so, text otherwise; error bodies are always text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  if (text === '') return null;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson ? (JSON.parse(text) as unknown) : text;
}

function toApiError(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : '';
    return {
      status: error.status,
      message: formatHttpError(error.status, body, response?.statusText ?? ''),
    };
  }
  return { status: error.status, message: error.error };
}

/** Every call carries cookies (spec §7); every failure is normalised into one `ApiError`. */
export function createApiBaseQuery(baseUrl: string, fetchFn?: typeof fetch): ApiBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    responseHandler: readBody,
    fetchFn,
  });
  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error) {
      return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
    }
    return { data: result.data, meta: result.meta };
  };
}
