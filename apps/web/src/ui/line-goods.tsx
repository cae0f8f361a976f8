import type { ReactNode } from 'react';
import { classList } from './class-list.ts';
import { SizedImage } from './sized-image.tsx';
import styles from './line-goods.module.css';

const PICTURE = 72;

interface LineGoodsProps {
  picture: string;
  name: string;
  /** The page's own frame of the row (after-sales separates its lines). */
  className?: string;
  testId?: string;
  /** What the page shows under the name: the SKU, pieces, a status, a stepper. */
  children?: ReactNode;
}

/** A bought goods in a record (an after-sales line, a warranty card): its picture, its name on two lines, and the page's details under it. */
export function LineGoods({ picture, name, className, testId, children }: LineGoodsProps) {
  return (
    <div className={classList(styles.goods, className)} data-testid={testId}>
      <SizedImage className={styles.picture} src={picture} alt={name} cssWidth={PICTURE} width={1} height={1} />
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        {children}
      </div>
    </div>
  );
}
