import { WarrantyCardStatus, WarrantyUiText, fillText, warrantyDetailUrl, type WarrantyCardView } from '@emall/contract';
import { Link } from 'react-router';
import { LineGoods } from '../../../ui/line-goods.tsx';
import styles from './warranty.module.css';
import cardStyles from '../../../ui/card.module.css';

/** The goods a card covers: picture, name, SKU and (unless the page shows it otherwise) the card's status. */
export function CardGoods({ card, status = true }: { card: WarrantyCardView; status?: boolean }) {
  return (
    <LineGoods picture={card.goodsPic} name={card.goodsName}>
      {card.skuName ? <span className={styles.muted}>{card.skuName}</span> : null}
      {status ? (
        <span>
          <span className={styles.status} data-status={card.status}>
            {card.statusText}
          </span>
        </span>
      ) : null}
    </LineGoods>
  );
}

/** The period as one line: 2026-11-27 至 2029-11-26, and the days left while it runs. */
function CardPeriod({ card }: { card: WarrantyCardView }) {
  return (
    <>
      <span>
        {WarrantyUiText.period} {fillText(WarrantyUiText.periodRange, { start: card.startDate, end: card.endDate })}
      </span>
      {card.status === WarrantyCardStatus.active ? <span className={styles.daysLeft}>{fillText(WarrantyUiText.daysLeft, { days: card.daysLeft })}</span> : null}
    </>
  );
}

/** One card in 我的保修: its number, goods, status and period; opens the card. */
export function CardItem({ card }: { card: WarrantyCardView }) {
  return (
    <li className={cardStyles.card}>
      <Link className={styles.cardLink} to={warrantyDetailUrl(card.cardId)}>
        <div className={styles.cardHead}>
          <span>
            {WarrantyUiText.cardNo} {card.cardNo}
          </span>
          {card.openFaultTypes.length > 0 ? <span className={styles.tag}>{WarrantyUiText.faultOpen}</span> : null}
        </div>
        <CardGoods card={card} />
        <div className={styles.period}>
          <CardPeriod card={card} />
        </div>
      </Link>
    </li>
  );
}
