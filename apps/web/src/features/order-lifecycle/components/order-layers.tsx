import type { OrderLayer } from '../hooks/use-order-actions.ts';
import { LogisticsPopup } from './logistics-popup.tsx';
import { VoucherPopup } from './voucher-popup.tsx';

/** The sheets an order button opens over the list or the detail. */
export function OrderLayers({ layer, onClose }: { layer: OrderLayer | null; onClose: () => void }) {
  return (
    <>
      <LogisticsPopup orderNo={layer?.kind === 'logistics' ? layer.orderNo : null} onClose={onClose} />
      <VoucherPopup orderId={layer?.kind === 'voucher' ? layer.orderId : null} onClose={onClose} />
    </>
  );
}
