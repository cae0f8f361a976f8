import { UiText } from '@emall/contract';
import type { GoodsCard } from '@emall/contract';
import { priceDisplay } from '@emall/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EValueText, PriceText } from './price-text.tsx';
import { SizedImage } from './sized-image.tsx';
import styles from './goods-row.module.css';

const PICTURE = 88;

/** A goods in a list (favourites, search results): picture, name, price by deduct mode; its page on tap. */
export function GoodsRow({ goods, action }: { goods: GoodsCard; action?: ReactNode }) {
  const title = goods.saleName || goods.name;
  const shown = priceDisplay(goods);
  return (
    <article className={styles.row} aria-label={title}>
      <Link className={styles.link} to={goods.shareUrl}>
        <SizedImage className={styles.picture} src={goods.pictureUrl} alt={title} cssWidth={PICTURE} width={1} height={1} />
        <div className={styles.body}>
          <h3 className={styles.title}>{title}</h3>
          <div className={styles.price}>
            {shown.kind === 'evalue' ? <EValueText value={shown.eValue} size="s" /> : <PriceText fen={shown.cashFen} size="s" />}
            {shown.kind === 'mixed' ? <span className={styles.plus}>+ {shown.eValue} {UiText.eValue}</span> : null}
          </div>
        </div>
      </Link>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
