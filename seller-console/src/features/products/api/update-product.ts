import type { ProductResponse } from '@kirana/api/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormWithProgress } from '../../../lib/upload-with-progress.ts';
import type { ProductData } from '../lib/product-form.ts';
import { productQueries } from '../../../lib/api-client.ts';

export interface UpdateProductInput {
  id: string;
  data: ProductData;
  /** The shelf count the form showed: the server applies the seller's change from it. */
  stockBase: number | null;
  /** The current image URLs to keep, in their new order. */
  keepImages: readonly string[];
  /** New pictures, stored after the kept ones. */
  images: readonly File[];
  onProgress?: (fraction: number) => void;
}

/** Multipart like adding: `productData` with the id, `keepImages` as JSON, then the new files. */
export function updateProduct({
  id,
  data,
  stockBase,
  keepImages,
  images,
  onProgress,
}: UpdateProductInput) {
  const form = new FormData();
  form.append('productData', JSON.stringify({ id, ...data, stockBase }));
  form.append('keepImages', JSON.stringify(keepImages));
  for (const image of images) form.append('images', image, image.name);
  return postFormWithProgress<ProductResponse>('/api/product/update', form, { onProgress });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all }),
  });
}
