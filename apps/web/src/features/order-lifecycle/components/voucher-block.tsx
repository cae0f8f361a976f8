import { OrderText, VoucherStatus, UiText } from '@emall/contract';
import { useDeliveryVoucher } from '../api/get-delivery-voucher.ts';
import card from './detail-card.module.css';
import { QrCode } from './qr-code.tsx';
import styles from './voucher-block.module.css';

const QR_SIZE = 76;

/** The pickup voucher on the detail of a store-pickup order: a small QR code and the code; tapping shows it large. */
export function VoucherBlock({ orderId, onOpen }: { orderId: string; onOpen: () => void }) {
  const voucher = useDeliveryVoucher(orderId, true);
  if (!voucher.data) return null;
  const { data } = voucher;
  const used = data.status === VoucherStatus.used;
  return (
    <section className={card.card} aria-label={OrderText.voucherTitle}>
      <button type="button" className={[styles.button, used ? styles.used : ''].join(' ')} onClick={onOpen}>
        <span className="visually-hidden">出示</span>
        <QrCode content={data.qrContent} size={QR_SIZE} label={`${OrderText.voucherTitle}${UiText.qrCode}`} />
        <span className={styles.body}>
          <span className={styles.title}>
            {OrderText.voucherTitle}
            <span className={styles.status}>{data.statusText}</span>
          </span>
          <span className={styles.code}>
            {OrderText.voucherCode} <strong>{data.voucherCode}</strong>
          </span>
          <span className={styles.hint}>{used ? data.statusText : data.readyForPickup ? OrderText.voucherHint : OrderText.voucherNotReady}</span>
        </span>
        <svg className={card.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </section>
  );
}
