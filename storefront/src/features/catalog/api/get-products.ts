import type { Product, ProductListResponse } from '@kirana/api/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const getProducts = () => apiFetch<ProductListResponse>('/api/product/list');

export const productQueries = {
  all: () => ['products'] as const,
  list: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'list'],
      queryFn: getProducts,
    }),
};

const selectAll = (data: ProductListResponse): Product[] => data.products;

/** Every product, out-of-stock ones too: the cart and the product page need them. */
export const useProducts = () => useQuery({ ...productQueries.list(), select: selectAll });

const selectInStock = (data: ProductListResponse): Product[] =>
  data.products.filter((product) => product.inStock);

/** What customers browse: out-of-stock products are hidden from every list. */
export const useInStockProducts = () =>
  useQuery({ ...productQueries.list(), select: selectInStock });
