import type { ImportReport } from '@kirana/api/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormWithProgress } from '../../../lib/upload-with-progress.ts';
import { productQueries } from '../../../lib/api-client.ts';

export interface ImportPriceListInput {
  file: File;
  /** Only check and count; write nothing. */
  dryRun: boolean;
  /** The seller accepted the fields the file empties (the preview's `emptied`). */
  confirmEmptied?: boolean;
}

export function importPriceList({ file, dryRun, confirmEmptied }: ImportPriceListInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = dryRun ? '?dryRun=true' : confirmEmptied ? '?confirmEmptied=true' : '';
  return postFormWithProgress<ImportReport>(`/api/product/import${query}`, form);
}

export function useImportPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPriceList,
    onSuccess: (_report, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: productQueries.all }),
  });
}
