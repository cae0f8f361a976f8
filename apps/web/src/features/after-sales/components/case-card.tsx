import { AfterSalesStatus, AfterSalesUiText, afterSalesDetailUrl, fillText, type AfterSalesCaseBrief } from '@emall/contract';
import { Link } from 'react-router';
import { LineGoods } from '../../../ui/line-goods.tsx';
import { AmountsLine } from './amounts-line.tsx';
import styles from './after-sales.module.css';
import cardStyles from '../../../ui/card.module.css';

const ENDED: ReadonlySet<number> = new Set([AfterSalesStatus.cancelled, AfterSalesStatus.closed, AfterSalesStatus.rejected]);

/** One case in a list: number, type, status, its goods and what it refunds; opens the case. */
export function CaseCard({ item }: { item: AfterSalesCaseBrief }) {
  return (
    <li className={cardStyles.card}>
      <Link className={styles.caseItem} to={afterSalesDetailUrl(item.id)}>
        <div className={styles.caseHead}>
          <span>
            <span className={styles.tag}>{item.typeText}</span>
            <span className={styles.muted}>
              {AfterSalesUiText.caseNo} {item.caseNo}
            </span>
          </span>
          <span className={styles.status} data-ended={ENDED.has(item.status)}>
            {item.statusText}
          </span>
        </div>
        {item.lines.map((line) => (
          <LineGoods key={line.lineId} className={styles.line} picture={line.picture} name={line.goodsName}>
            <span className={styles.muted}>{fillText(AfterSalesUiText.casePieces, { n: line.pieces })}</span>
          </LineGoods>
        ))}
        <div className={styles.caseFoot}>
          <span className={styles.muted}>{AfterSalesUiText.refundAmount}</span>
          <AmountsLine amounts={item.amounts} />
        </div>
      </Link>
    </li>
  );
}
