import { API_URL } from '../config/env.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Shown when the request never got an answer (offline, DNS, the API is down). */
export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the store right now. Please check your connection.';

interface Envelope {
  success?: boolean;
  message?: string;
}

/**
 * One rule for every answer, whether it came through fetch or XMLHttpRequest: a non-2xx
 * status or `success: false` is an ApiError carrying the server's readable message.
 */
export function unwrapEnvelope<T>(status: number, body: unknown): T {
  const envelope = (body ?? {}) as Envelope;
  if (status < 200 || status >= 300 || envelope.success === false) {
    throw new ApiError(status, envelope.message ?? `Request failed (${status}).`);
  }
  return body as T;
}

export const apiUrl = (path: string) => `${API_URL}${path}`;

/**
 * Calls the API with the session cookie and unwraps the `{ success, message }` envelope:
 * a failure becomes an ApiError carrying the server's readable message.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      credentials: 'include',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body && !(init.body instanceof FormData)
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => ({}));
  return unwrapEnvelope<T>(response.status, body);
}

/** True when the server says the seller session is missing or belongs to someone else. */
export const isSessionError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
