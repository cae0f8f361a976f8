import type { GoodsCard as Goods } from '@emall/contract';
import { isSoldOut } from '@emall/domain';
import type { KeyboardEvent } from 'react';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { GoodsPrice } from './goods-price.tsx';
import { GoodsTags } from '../../../ui/goods-tags.tsx';
import styles from './goods-card.module.css';

export type GoodsCardLayout = 'grid' | 'row' | 'scroll' | 'big';

interface GoodsCardProps {
  goods: Goods;
  layout: GoodsCardLayout;
  /** CSS width of the picture. */
  imageWidth: number;
  buyButtonText?: string;
  onOpen: (goods: Goods) => void;
}

/** A goods card of the content modules: picture, name, tags, price, optional buy button. */
export function GoodsCard({ goods, layout, imageWidth, buyButtonText, onOpen }: GoodsCardProps) {
  const title = goods.saleName || goods.name;
  const open = (): void => onOpen(goods);
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const soldOut = isSoldOut(goods);
  const bigRatio = layout === 'big' ? { width: 16, height: 9 } : { width: 1, height: 1 };
  return (
    // A tap anywhere on the card opens it; the keyboard and screen readers reach it by its title.
    <article className={`${styles.card} ${styles[layout] ?? ''}`} onClick={open}>
      <div className={styles.media}>
        <SizedImage
          className={styles.picture}
          src={goods.pictureUrl}
          alt=""
          cssWidth={imageWidth}
          width={bigRatio.width}
          height={bigRatio.height}
        />
        {soldOut ? <span className={styles.soldOut}>已售罄</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <span role="link" tabIndex={0} onKeyDown={onKeyDown}>
            {title}
          </span>
        </h3>
        {layout === 'scroll' ? null : <GoodsTags tags={goods.tags} />}
        <div className={styles.footer}>
          <GoodsPrice goods={goods} size={layout === 'big' ? 'm' : 's'} stacked={layout === 'scroll'} />
          {buyButtonText && layout !== 'scroll' && !soldOut ? (
            <span className={styles.buy} aria-hidden="true">
              {buyButtonText}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
