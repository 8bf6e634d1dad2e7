// The one client both apps use to call the API. Browser-safe: fetch only, no Node imports.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole answer, for errors that say more than a message (e.g. `code`). */
    readonly body: unknown = undefined,
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
    throw new ApiError(status, envelope.message ?? `Request failed (${status}).`, body);
  }
  return body as T;
}

export interface ApiClient {
  /** The absolute URL of an API path, e.g. for a download link or an XMLHttpRequest. */
  url(path: string): string;
  /** Calls the API with the session cookie and unwraps the `{ success, message }` envelope. */
  fetch<T>(path: string, init?: RequestInit): Promise<T>;
  /** A JSON POST. */
  post<T>(path: string, body: unknown): Promise<T>;
}

export interface ApiClientOptions {
  /**
   * The language the page shows, sent as `Accept-Language` so products, search and emails
   * come back in it (the browser's own header may name another language than the one chosen).
   */
  language?: () => string;
  /** The words for a request that got no answer, in the page's language. */
  networkErrorMessage?: () => string;
}

export function createApiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  const url = (path: string) => `${baseUrl}${path}`;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url(path), {
        credentials: 'include',
        ...init,
        headers: {
          Accept: 'application/json',
          ...(options.language ? { 'Accept-Language': options.language() } : {}),
          ...(init.body && !(init.body instanceof FormData)
            ? { 'Content-Type': 'application/json' }
            : {}),
          ...init.headers,
        },
      });
    } catch {
      throw new ApiError(0, options.networkErrorMessage?.() ?? NETWORK_ERROR_MESSAGE);
    }
    const body: unknown = await response.json().catch(() => ({}));
    return unwrapEnvelope<T>(response.status, body);
  }

  return {
    url,
    fetch: call,
    post: (path, body) => call(path, { method: 'POST', body: JSON.stringify(body) }),
  };
}

/** True when the server says the session is missing or belongs to someone else. */
export const isSessionError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
