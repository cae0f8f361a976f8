import { AddressRoute, type UserAddress, UiText } from '@emall/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './address-card.module.css';

const DEFAULT_TAG_TEXT = UiText.defaultTag;

interface AddressCardProps {
  address: UserAddress;
  /** Select mode: tapping the card picks the address. */
  onPick?: (address: UserAddress) => void;
  /** The address the order uses now (ticked). */
  picked?: boolean;
  /** The management row under the card (设为默认, 编辑, 删除). */
  footer?: ReactNode;
}

/** One address of the book: receiver, phone, 默认 tag and the full address, with an edit link. */
export function AddressCard({ address, onPick, picked = false, footer }: AddressCardProps) {
  const body = (
    <>
      <p className={styles.who}>
        <span className={styles.name}>{address.name}</span>
        <span className={styles.phone}>{address.phone}</span>
        {address.isDefault ? <span className={styles.tag}>{DEFAULT_TAG_TEXT}</span> : null}
      </p>
      <p className={styles.where}>{address.fullAddress}</p>
    </>
  );
  return (
    <article className={[styles.card, picked ? styles.picked : ''].join(' ')} aria-label={`${address.name} ${address.fullAddress}`}>
      <div className={styles.main}>
        {onPick ? (
          <button type="button" className={styles.pick} aria-pressed={picked} onClick={() => onPick(address)}>
            {picked ? <TickIcon /> : <span className={styles.pin} aria-hidden="true" />}
            <span className={styles.text}>{body}</span>
          </button>
        ) : (
          <div className={styles.text}>{body}</div>
        )}
        {footer ? null : (
          <Link to={`${AddressRoute.edit}?id=${encodeURIComponent(address.id)}`} className={styles.edit} aria-label={`${UiText.edit} ${address.name}`}>
            <EditIcon />
          </Link>
        )}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}

function EditIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M4 20h4l10-10-4-4L4 16v4z" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function TickIcon() {
  return (
    <svg className={styles.tick} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
