import { AfterSalesUiText, ErrorCode, OrderRoute, shopErrorInfo } from '@emall/contract';
import { useNavigate } from 'react-router';
import { StateBlock } from '../../../ui/state-block.tsx';

/** 订单不存在, with the way to the order list (the after-sales entry, type and apply pages). */
export function OrderMissing() {
  const navigate = useNavigate();
  return (
    <StateBlock
      illustration="empty"
      title={shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message}
      actionText={AfterSalesUiText.viewOrder}
      onAction={() => void navigate(OrderRoute.list, { replace: true })}
      fullPage
    />
  );
}
