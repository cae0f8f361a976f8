import { Paths, VirtualChildType, type AdsProduct, type GoodsDetail, type GoodsKindInfo } from '@emall/contract';
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
  const call = productKinds[kind].call;
  const options = { silent: true, signal };
  switch (call.type) {
    case 'detail':
      return http.get(Paths.goodsDetail, { ...options, params: { productId }, query: { activityCode: activityCode ?? undefined } });
    case 'byId':
      return http.get(call.path, { ...options, params: { productId } });
    case 'intellect':
      return http.get(Paths.goodsVirtual, { ...options, query: { biz: VirtualChildType.intellect, productId } });
    case 'intellectAds':
      return http.get(Paths.goodsVirtualAds, { ...options, query: { productId } });
    case 'annexVirtual':
      return http.get(Paths.goodsAnnexVirtual, { ...options, params: { kind: call.kind, productId } });
  }
}

const productDetailQueryOptions = (kind: ProductKind, productId: string, activityCode: string | null) =>
  queryOptions({
    queryKey: ['goods-detail', kind, productId, activityCode],
    queryFn: ({ signal }) => getProductDetail(kind, productId, activityCode, signal),
  });

export function useProductDetail(kind: ProductKind, productId: string, activityCode: string | null) {
  return useQuery(productDetailQueryOptions(kind, productId, activityCode));
}
