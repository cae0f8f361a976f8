import { OrderText, Text, VoucherStatus, type DeliveryVoucher, UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { copyText } from '../../../lib/copy-text.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useDeliveryVoucher } from '../api/get-delivery-voucher.ts';
import { QrCode } from './qr-code.tsx';
import { SheetHeader } from './sheet-header.tsx';
import styles from './voucher-popup.module.css';

const QR_SIZE = 200;

/** 提货凭证 of a store-pickup order: the QR code the store scans, the code to read out, the store. */
export function VoucherPopup({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  return (
    <Popup visible={orderId !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.body}>
      {orderId !== null ? <VoucherSheet orderId={orderId} onClose={onClose} /> : null}
    </Popup>
  );
}

function VoucherSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const headingId = useId();
  const voucher = useDeliveryVoucher(orderId, true);
  return (
    <section className={styles.sheet} role="dialog" aria-labelledby={headingId}>
      <SheetHeader id={headingId} title={OrderText.voucherTitle} onClose={onClose} />
      {voucher.isPending ? (
        <div className={styles.loading} role="status" aria-label={UiText.loading}>
          <DotLoading color="primary" />
        </div>
      ) : voucher.isError ? (
        <StateBlock title={voucher.error.message} actionText={UiText.reload} onAction={() => void voucher.refetch()} />
      ) : (
        <VoucherCard voucher={voucher.data} qrSize={QR_SIZE} />
      )}
    </section>
  );
}

/** The voucher itself: status, QR code, code with 复制, the hint and the store. */
function VoucherCard({ voucher, qrSize }: { voucher: DeliveryVoucher; qrSize: number }) {
  const used = voucher.status === VoucherStatus.used;
  return (
    <div className={[styles.card, used ? styles.used : ''].join(' ')}>
      <p className={styles.status}>{voucher.statusText}</p>
      <div className={styles.qr}>
        <QrCode content={voucher.qrContent} size={qrSize} label={`${OrderText.voucherTitle}${UiText.qrCode}`} />
        {used ? <span className={styles.stamp}>{voucher.statusText}</span> : null}
      </div>
      <p className={styles.code}>
        <span className={styles.codeLabel}>{OrderText.voucherCode}</span>
        <span className={styles.codeValue} aria-label={`${OrderText.voucherCode} ${voucher.voucherCode}`}>
          {voucher.voucherCode}
        </span>
        <button type="button" className={styles.copy} onClick={() => void copyText(voucher.voucherCode)}>
          {Text.transferCopy}
        </button>
      </p>
      <p className={styles.hint}>
        {used && voucher.usedAt ? `${formatTime(voucher.usedAt)} 已提货` : voucher.readyForPickup ? OrderText.voucherHint : OrderText.voucherNotReady}
      </p>
      {voucher.store ? (
        <div className={styles.store}>
          <p className={styles.storeName}>{voucher.store.storeName}</p>
          <p className={styles.storeMeta}>{voucher.store.address}</p>
          <p className={styles.storeMeta}>
            {UiText.businessHours} {voucher.store.businessHours}
            {voucher.store.phone ? ` · ${voucher.store.phone}` : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
