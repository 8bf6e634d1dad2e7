import type { Product } from '@kirana/api/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormWithProgress } from '../../../lib/upload-with-progress.ts';
import type { ProductData } from '../lib/product-form.ts';
import { productQueries } from '../../../lib/api-client.ts';

export interface AddProductInput {
  data: ProductData;
  images: readonly File[];
  onProgress?: (fraction: number) => void;
}

export interface AddProductResponse {
  success: true;
  message: string;
  product: Product;
}

/** Multipart, as the API expects: `productData` is JSON text, every picture is an `images` file. */
export function addProduct({ data, images, onProgress }: AddProductInput) {
  const form = new FormData();
  form.append('productData', JSON.stringify(data));
  for (const image of images) form.append('images', image, image.name);
  return postFormWithProgress<AddProductResponse>('/api/product/add', form, { onProgress });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all }),
  });
}
