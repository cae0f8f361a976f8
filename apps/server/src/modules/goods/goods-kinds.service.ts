import { BizType, ErrorCode, type OpenMode } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireGoodsOfSku } from '../catalogue/catalogue.service.ts';

/**
 * GET /hermes/v1/orders/open-mode: how the virtual goods of a SKU is opened after payment.
 * Physical goods have no open mode (40030). Codes a goods has none of read 0.
 */
export async function openMode(ctx: AppContext, skuId: number): Promise<OpenMode> {
  const { goods, kindInfo } = await requireGoodsOfSku(ctx.db, skuId);
  if (goods.bizType !== BizType.virtual) throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
  return { useType: kindInfo.useType ?? 0, identificationType: kindInfo.identificationType ?? 0, needVin: kindInfo.needVin };
}
