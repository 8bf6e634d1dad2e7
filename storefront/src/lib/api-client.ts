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

/**
 * Calls the API with the session cookie and unwraps the `{ success, message }` envelope:
 * a failure becomes an ApiError carrying the server's readable message.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
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
    throw new ApiError(0, 'Cannot reach the store right now. Please check your connection.');
  }
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string };
  if (!response.ok || body.success === false) {
    throw new ApiError(response.status, body.message ?? `Request failed (${response.status}).`);
  }
  return body as T;
}

/** A JSON POST through `apiFetch`. */
export const apiPost = <T>(path: string, body: unknown): Promise<T> =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
