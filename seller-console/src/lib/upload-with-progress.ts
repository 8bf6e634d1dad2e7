import { ApiError, unwrapEnvelope } from '@kirana/api/client/api-client';
import { apiClientOptions } from '@kirana/ui-kit/lib/api-client-options';
import { apiUrl } from './api-client.ts';
import { t } from '@lingui/core/macro';

export interface UploadOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POSTs a multipart form with the session cookie. XMLHttpRequest rather than fetch,
 * because only XHR reports how much of the request body has been sent (`upload.onprogress`).
 */
export function postFormWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    // As the shared client sends them: JSON, and the API's messages in the page's language.
    const headers = { Accept: 'application/json', 'Accept-Language': apiClientOptions.language() };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      let parsed: unknown = {};
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status still says what happened.
      }
      try {
        resolve(unwrapEnvelope<T>(xhr.status, parsed));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(xhr.status, String(error)));
      }
    };
    // XHR reports a refused connection, CORS failure or a server that hung up mid-body the
    // same way, with status 0 and no details.
    xhr.onerror = () => reject(new ApiError(0, apiClientOptions.networkErrorMessage()));
    xhr.onabort = () => reject(new ApiError(0, t`The upload was cancelled.`));
    xhr.send(body);
  });
}
