import { AfterSalesUiText, ErrorCode, OrderRoute } from '@emall/contract';
import { MissingPage } from '../../../ui/missing-page.tsx';

/** 订单不存在, with the way to the order list (the after-sales entry, type and apply pages). */
export function OrderMissing() {
  return <MissingPage code={ErrorCode.ORDER_NOT_FOUND} actionText={AfterSalesUiText.viewOrder} to={OrderRoute.list} />;
}
