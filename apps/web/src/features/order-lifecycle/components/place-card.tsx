import { DeliveryMethod, OrderText, type OrderDetail, UiText } from '@emall/contract';
import { maskPhone } from '@emall/domain';
import card from './detail-card.module.css';
import styles from './place-card.module.css';
import { PinIcon, StoreIcon } from '../../../ui/place-icons.tsx';

const VIRTUAL_MOBILE_LABEL = UiText.contactPhone;

/** Where the order goes: the address it ships to, the store it is picked up at, or the car (VIN) a virtual good is for. */
export function PlaceCard({ order }: { order: Pick<OrderDetail, 'deliveryMethod' | 'address' | 'store' | 'vinCode' | 'mobile'> }) {
  if (order.deliveryMethod === DeliveryMethod.store && order.store) {
    const { store } = order;
    return (
      <section className={[card.card, styles.place].join(' ')} aria-label={OrderText.pickupStore}>
        <StoreIcon className={card.icon} />
        <div className={styles.body}>
          <p className={styles.tag}>{OrderText.pickupStore}</p>
          <p className={styles.name}>{store.storeName}</p>
          <p className={styles.where}>{store.address}</p>
          <p className={styles.meta}>
            {UiText.businessHours} {store.businessHours}
            {store.phone ? (
              <>
                {' · '}
                <a href={`tel:${store.phone}`}>{store.phone}</a>
              </>
            ) : null}
          </p>
        </div>
      </section>
    );
  }
  if (order.address) {
    const { address } = order;
    return (
      <section className={[card.card, styles.place].join(' ')} aria-label={UiText.shippingAddress}>
        <PinIcon className={card.icon} />
        <div className={styles.body}>
          <p className={styles.name}>
            {address.name}
            <span className={styles.phone}>{maskPhone(address.phone)}</span>
          </p>
          <p className={styles.where}>{address.fullAddress}</p>
        </div>
        <div className={styles.stripe} aria-hidden="true" />
      </section>
    );
  }
  if (order.vinCode || order.mobile) {
    return (
      <section className={card.card} aria-label="开通信息">
        <dl className={card.rows}>
          {order.vinCode ? (
            <div className={card.row}>
              <dt>{OrderText.vinCode}</dt>
              <dd className={styles.vin}>{order.vinCode}</dd>
            </div>
          ) : null}
          {order.mobile ? (
            <div className={card.row}>
              <dt>{VIRTUAL_MOBILE_LABEL}</dt>
              <dd>{maskPhone(order.mobile)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    );
  }
  return null;
}
