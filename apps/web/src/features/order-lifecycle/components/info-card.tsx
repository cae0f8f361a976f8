import { OrderText, Text, type OrderDetail, UiText } from '@emall/contract';
import { copyText } from '../../../lib/copy-text.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { payWayText } from '../utils/status-hints.ts';
import card from './detail-card.module.css';
import styles from './info-card.module.css';

const PAY_WAY_LABEL = UiText.payMethod;
const REMARK_LABEL = UiText.orderRemark;

type InfoOrder = Pick<OrderDetail, 'orderNo' | 'createdAt' | 'paidAt' | 'amounts' | 'remark' | 'timeline'>;

/** 订单编号 (with 复制), the times, how it was paid, the remark, and every status it went through. */
export function InfoCard({ order }: { order: InfoOrder }) {
  return (
    <section className={card.card} aria-label="订单信息">
      <dl className={card.rows}>
        <div className={card.row}>
          <dt>{OrderText.orderNo}</dt>
          <dd>
            <span className={styles.orderNo}>{order.orderNo}</span>
            <button type="button" className={card.copy} onClick={() => void copyText(order.orderNo)} aria-label={`${Text.transferCopy}${OrderText.orderNo}`}>
              {Text.transferCopy}
            </button>
          </dd>
        </div>
        <div className={card.row}>
          <dt>{OrderText.createdAt}</dt>
          <dd>{formatTime(order.createdAt)}</dd>
        </div>
        {order.paidAt ? (
          <>
            <div className={card.row}>
              <dt>{OrderText.paidAt}</dt>
              <dd>{formatTime(order.paidAt)}</dd>
            </div>
            <div className={card.row}>
              <dt>{PAY_WAY_LABEL}</dt>
              <dd>{payWayText(order.amounts)}</dd>
            </div>
          </>
        ) : null}
        {order.remark ? (
          <div className={card.row}>
            <dt>{REMARK_LABEL}</dt>
            <dd>{order.remark}</dd>
          </div>
        ) : null}
      </dl>
      {order.timeline.length > 0 ? (
        <div className={styles.timeline}>
          <h3 className={styles.timelineTitle}>{OrderText.timelineTitle}</h3>
          <ol className={styles.steps}>
            {[...order.timeline].reverse().map((entry, index) => (
              <li key={`${entry.status}-${entry.at}`} className={[styles.step, index === 0 ? styles.current : ''].join(' ')}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.stepText}>{entry.statusText}</span>
                <time className={styles.stepTime} dateTime={entry.at}>
                  {formatTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
