import { Text } from '@emall/contract';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useNavigate } from 'react-router';
import type { OrderLayer } from '../hooks/use-order-actions.ts';
import { LogisticsPopup } from './logistics-popup.tsx';
import { VoucherPopup } from './voucher-popup.tsx';

export const BUY_AGAIN_TITLE = '选择要再次购买的商品';

/** The sheets an order button opens over the list or the detail. */
export function OrderLayers({ layer, onClose }: { layer: OrderLayer | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <LogisticsPopup orderNo={layer?.kind === 'logistics' ? layer.orderNo : null} onClose={onClose} />
      <VoucherPopup orderId={layer?.kind === 'voucher' ? layer.orderId : null} onClose={onClose} />
      <ActionSheet
        visible={layer?.kind === 'buyAgain'}
        extra={BUY_AGAIN_TITLE}
        cancelText={Text.cancel}
        actions={(layer?.kind === 'buyAgain' ? layer.lines : []).map((line) => ({ key: line.productUrl, text: line.name }))}
        onAction={(action) => {
          onClose();
          void navigate(String(action.key));
        }}
        onClose={onClose}
      />
    </>
  );
}
