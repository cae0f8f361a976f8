import type { AdsProduct, GoodsDetail, GoodsKindInfo } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { productKinds, type ProductKind } from '../utils/product-kinds.ts';

/** What a product page shows: the common detail, plus kind info and ads on the type-specific calls. */
export type ProductDetail = GoodsDetail & Partial<Pick<AdsProduct, 'adsTitle' | 'adsPictures'>> & { kindInfo?: GoodsKindInfo };

/** The kind's spec call (§7). Silent: the page shows its own failure state (100027, 40401…). */
function getProductDetail(
  kind: ProductKind,
  productId: string,
  activityCode: string | null,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const { path, query } = productKinds[kind].call(productId, activityCode);
  return http.get<ProductDetail>(path, { query, silent: true, signal });
}

const productDetailQueryOptions = (kind: ProductKind, productId: string, activityCode: string | null) =>
  queryOptions({
    queryKey: ['goods-detail', kind, productId, activityCode],
    queryFn: ({ signal }) => getProductDetail(kind, productId, activityCode, signal),
  });

export function useProductDetail(kind: ProductKind, productId: string, activityCode: string | null) {
  return useQuery(productDetailQueryOptions(kind, productId, activityCode));
}
