import { InvoiceText, UiText, type UserAddress } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import cardStyles from '../../../ui/card.module.css';
import styles from '../pages/invoice.module.css';

interface MailAddressProps {
  /** The address book: undefined while it loads. */
  book: readonly UserAddress[] | undefined;
  failed: boolean;
  onReload: () => void;
  /** The address the invoice will be posted to (the pick, else the book's default). */
  chosen: UserAddress | null;
  /** Opens the address list to pick another. */
  onPick: () => void;
  /** Opens the add-address page (an empty book). */
  onAdd: () => void;
  /** The shopper tried to submit: a missing address is pointed out. */
  touched: boolean;
}

/** A 增值税专用发票 is posted: the mailing address, from the shopper's address book. */
export function MailAddress({ book, failed, onReload, chosen, onPick, onAdd, touched }: MailAddressProps) {
  return (
    <section className={cardStyles.card} aria-label={InvoiceText.mailAddress}>
      <h2 className={cardStyles.title}>{InvoiceText.mailAddress}</h2>
      {failed ? (
        <Button size="small" onClick={onReload}>
          {UiText.reload}
        </Button>
      ) : book === undefined ? (
        <p className={styles.hint}>{InvoiceText.chooseAddress}</p>
      ) : chosen ? (
        <button type="button" className={styles.address} onClick={onPick}>
          <span className={styles.addressText}>
            <span className={styles.addressWho}>
              {chosen.name} {chosen.phone}
            </span>
            <span>{chosen.fullAddress}</span>
          </span>
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </button>
      ) : (
        <>
          <p className={touched ? styles.error : styles.hint}>{InvoiceText.chooseAddress}</p>
          <Button size="small" color="primary" fill="outline" onClick={onAdd}>
            {UiText.addAddress}
          </Button>
        </>
      )}
    </section>
  );
}
