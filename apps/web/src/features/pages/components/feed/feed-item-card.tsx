import { FeedItemType, type FeedItem, UiText } from '@emall/contract';
import type { KeyboardEvent } from 'react';
import { SizedImage } from '../../../../ui/sized-image.tsx';
import { pictureRatio } from '../../utils/masonry.ts';
import { GoodsPrice } from '../goods-price.tsx';
import styles from './feed-item-card.module.css';

/** The height of a card's text block (CSS px), for the masonry's column estimate. */
export function feedTextHeight(item: FeedItem): number {
  return item.type === FeedItemType.pgc ? 92 : 86;
}

function LikeIcon() {
  return (
    <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
      <path
        d="M8 13.6 2.9 8.7A3.1 3.1 0 0 1 7.3 4.3L8 5l.7-.7a3.1 3.1 0 0 1 4.4 4.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface FeedItemCardProps {
  item: FeedItem;
  /** CSS width of the column. */
  width: number;
  onOpen: (item: FeedItem) => void;
}

/** A feed card (§3 Feed item): a product with its price, or a PGC article with its author and likes. */
export function FeedItemCard({ item, width, onOpen }: FeedItemCardProps) {
  const ratio = pictureRatio(item);
  const open = (): void => onOpen(item);
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const isArticle = item.type === FeedItemType.pgc;
  return (
    // A tap anywhere on the card opens it; the keyboard and screen readers reach it by its title.
    <article className={styles.card} onClick={open}>
      <SizedImage src={item.pictureUrl} alt="" cssWidth={width} width={1000} height={Math.round(1000 * ratio)} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          {isArticle ? <span className={styles.badge}>文章</span> : null}
          <span role="link" tabIndex={0} onKeyDown={onKeyDown}>
            {item.name}
          </span>
        </h3>
        {isArticle ? (
          <div className={styles.meta}>
            <span className={styles.author}>
              <SizedImage className={styles.avatar} src={item.headUrl} alt="" cssWidth={20} width={1} height={1} />
              <span className={styles.authorName}>{item.userName}</span>
            </span>
            <span className={styles.likes} role="img" aria-label={`${item.likeCount} ${UiText.likes}`}>
              <LikeIcon />
              {item.likeCount}
            </span>
          </div>
        ) : (
          <GoodsPrice goods={{ price: item.price, productPrice: 0, eValue: item.eValue, deductType: item.deductType, deductAmount: 0 }} />
        )}
      </div>
    </article>
  );
}
