import type { ReactNode } from 'react';
import { SizedImage } from '../../../ui/sized-image.tsx';
import styles from './review-product-row.module.css';

const PICTURE = 64;

/** A goods as bought: picture, name and specification, with an action at the end. */
export function ReviewProductRow({ name, specsName, pictureUrl, action }: { name: string; specsName: string; pictureUrl: string; action?: ReactNode }) {
  return (
    <div className={styles.row}>
      <SizedImage className={styles.picture} src={pictureUrl} alt={name} cssWidth={PICTURE} width={1} height={1} />
      <div className={styles.body}>
        <p className={styles.name}>{name}</p>
        {specsName ? <p className={styles.specs}>{specsName}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
