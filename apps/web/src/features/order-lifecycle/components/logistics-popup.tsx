import { OrderText, Text, type Logistics, UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { copyText } from '../../../lib/copy-text.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useOrderLogistics } from '../api/get-order-logistics.ts';
import { SheetHeader } from './sheet-header.tsx';
import styles from './logistics-popup.module.css';

/** 查看物流: every parcel of the order with its traces, newest first. */
export function LogisticsPopup({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  return (
    <Popup visible={orderNo !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.body}>
      {orderNo !== null ? <LogisticsSheet orderNo={orderNo} onClose={onClose} /> : null}
    </Popup>
  );
}

function LogisticsSheet({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const headingId = useId();
  const parcels = useOrderLogistics(orderNo);
  return (
    <section className={styles.sheet} role="dialog" aria-labelledby={headingId}>
      <SheetHeader id={headingId} title={OrderText.logisticsTitle} onClose={onClose} />
      <div className={styles.scroll}>
        {parcels.isPending ? (
          <div className={styles.loading} role="status" aria-label={UiText.loading}>
            <DotLoading color="primary" />
          </div>
        ) : parcels.isError ? (
          <StateBlock title={parcels.error.message} actionText={UiText.reload} onAction={() => void parcels.refetch()} />
        ) : parcels.data.length === 0 ? (
          <StateBlock illustration="empty" title={OrderText.logisticsEmpty} />
        ) : (
          parcels.data.map((parcel) => <Parcel key={parcel.expressNo} parcel={parcel} />)
        )}
      </div>
    </section>
  );
}

function Parcel({ parcel }: { parcel: Logistics }) {
  return (
    <article className={styles.parcel} aria-label={`${OrderText.expressNo} ${parcel.expressNo}`}>
      <header className={styles.carrier}>
        <span className={styles.badge}>{parcel.statusText}</span>
        <div className={styles.carrierText}>
          <p className={styles.carrierName}>
            {OrderText.carrier} {parcel.carrierName}
            {parcel.carrierPhone ? <a className={styles.phone} href={`tel:${parcel.carrierPhone}`}>{parcel.carrierPhone}</a> : null}
          </p>
          <p className={styles.expressNo}>
            {OrderText.expressNo} {parcel.expressNo}
            <button type="button" className={styles.copy} onClick={() => void copyText(parcel.expressNo)}>
              {Text.transferCopy}
            </button>
          </p>
        </div>
      </header>
      <ol className={styles.traces}>
        {parcel.traces.map((trace, index) => (
          <li key={`${trace.at}-${index}`} className={[styles.trace, index === 0 ? styles.latest : ''].join(' ')}>
            <span className={styles.dot} aria-hidden="true" />
            <p className={styles.traceStatus}>{trace.statusText}</p>
            <p className={styles.traceText}>{trace.description}</p>
            <time className={styles.traceTime} dateTime={trace.at}>
              {formatTime(trace.at)}
            </time>
          </li>
        ))}
      </ol>
    </article>
  );
}
