import { OrderText, type LogisticsSummary } from '@emall/contract';
import { formatTime } from '../../../lib/format-time.ts';
import card from './detail-card.module.css';
import styles from './logistics-card.module.css';

/** The parcel in one line (its latest trace); tapping opens every trace. */
export function LogisticsCard({ logistics, onOpen }: { logistics: LogisticsSummary; onOpen: () => void }) {
  const { latest } = logistics;
  return (
    <section className={card.card} aria-label={OrderText.logisticsTitle}>
      <button type="button" className={styles.button} onClick={onOpen}>
        <span className="visually-hidden">{OrderText.logisticsTitle}</span>
        <span className={card.icon} aria-hidden="true">
          <svg viewBox="0 0 20 20" width="18" height="18">
            <path d="M2 5h10v8H2zM12 8h3.2L18 11v2h-6z" fill="currentColor" />
            <circle cx="5.5" cy="14.5" r="1.8" fill="currentColor" stroke="#fff" strokeWidth="1" />
            <circle cx="14.5" cy="14.5" r="1.8" fill="currentColor" stroke="#fff" strokeWidth="1" />
          </svg>
        </span>
        <span className={styles.body}>
          <span className={styles.status}>
            {logistics.statusText}
            <span className={styles.carrier}>
              {logistics.carrierName} {logistics.expressNo}
            </span>
          </span>
          <span className={styles.latest}>{latest ? latest.description : OrderText.logisticsEmpty}</span>
          {latest ? <span className={styles.time}>{formatTime(latest.at)}</span> : null}
        </span>
        <svg className={card.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </section>
  );
}
