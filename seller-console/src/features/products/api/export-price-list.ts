import { useMutation } from '@tanstack/react-query';
import { ApiError, unwrapEnvelope } from '@kirana/api/client/api-client';
import { apiClientOptions } from '@kirana/ui-kit/lib/api-client-options';
import { apiUrl } from '../../../lib/api-client.ts';

/** The file name the API suggests in Content-Disposition. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
  'kirana-price-list.csv';

/** Fetches the CSV with the session cookie, then hands it to the browser as a download. */
export async function exportPriceList(): Promise<string> {
  let response: Response;
  try {
    // Accept-Language as the shared client sends it, so a refusal comes back in the page's language.
    response = await fetch(apiUrl('/api/product/export'), {
      credentials: 'include',
      headers: { 'Accept-Language': apiClientOptions.language() },
    });
  } catch {
    throw new ApiError(0, apiClientOptions.networkErrorMessage());
  }
  if (!response.ok) unwrapEnvelope(response.status, await response.json().catch(() => ({})));
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export const useExportPriceList = () => useMutation({ mutationFn: exportPriceList });
