import { lazySheet } from '../../../ui/lazy-sheet.tsx';
import type { OrderLayer } from '../hooks/use-order-actions.ts';

// Their code (antd-mobile's Popup with its spring physics) loads when the page is idle or on the first tap.
const LogisticsPopup = lazySheet(async () => (await import('./logistics-popup.tsx')).LogisticsPopup, (props) => props.orderNo !== null);
const VoucherPopup = lazySheet(async () => (await import('./voucher-popup.tsx')).VoucherPopup, (props) => props.orderId !== null);

/** The sheets an order button opens over the list or the detail. */
export function OrderLayers({ layer, onClose }: { layer: OrderLayer | null; onClose: () => void }) {
  return (
    <>
      <LogisticsPopup orderNo={layer?.kind === 'logistics' ? layer.orderNo : null} onClose={onClose} />
      <VoucherPopup orderId={layer?.kind === 'voucher' ? layer.orderId : null} onClose={onClose} />
    </>
  );
}
