import { UiText } from '@emall/contract';
import type { Store } from '@emall/contract';
import { formatDistance } from '../utils/distance.ts';
import styles from './store-card.module.css';

/** One store of the chooser: name, distance when listed by position, address, hours and phone; ticked when chosen. */
export function StoreCard({ store, chosen, onPick }: { store: Store; chosen: boolean; onPick: (store: Store) => void }) {
  return (
    <button
      type="button"
      className={[styles.card, chosen ? styles.chosen : ''].join(' ')}
      aria-pressed={chosen}
      onClick={() => onPick(store)}
    >
      <span className={styles.head}>
        <span className={styles.name}>{store.storeName}</span>
        {store.distance !== null ? <span className={styles.distance}>{formatDistance(store.distance)}</span> : null}
      </span>
      <span className={styles.line}>{store.address}</span>
      <span className={styles.meta}>
        <span>{UiText.businessHours} {store.businessHours}</span>
        <span>电话 {store.phone}</span>
      </span>
      {chosen ? (
        <svg className={styles.tick} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </button>
  );
}
