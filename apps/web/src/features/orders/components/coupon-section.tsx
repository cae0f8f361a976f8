import { LoadState, type CheckoutCoupon, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { useState } from 'react';
import { couponAmount } from '../../../lib/coupon-amount.ts';
import { Chevron } from './chevron.tsx';
import shared from './checkout.module.css';
import styles from './coupon-section.module.css';
import { LazyPopup as Popup } from '../../../ui/lazy-popup.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

const NO_COUPON_TEXT = '不使用优惠券';

interface CouponRowProps {
  coupons: CheckoutCoupon[];
  /** The coupon applied (server's answer), or null. */
  appliedId: string | null;
  deductFen: number;
  loadState: LoadState;
  onChoose: (rightsAccountId: string) => void;
}

/** The coupon row (§3 Coupon and rights at checkout) and its popup: usable coupons, best preselected, and the unusable ones with why. */
export function CouponRow({ coupons, appliedId, deductFen, loadState, onChoose }: CouponRowProps) {
  const [open, setOpen] = useState(false);
  const usable = coupons.filter((c) => c.usable);
  const choose = (id: string): void => {
    setOpen(false);
    if (id !== (appliedId ?? '')) onChoose(id);
  };
  return (
    <>
      <button type="button" className={shared.row} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={shared.label}>{UiText.coupon}</span>
        <span className={shared.value}>
          {loadState === LoadState.pending ? (
            <Spinner size="16px" label="优惠券计算中" />
          ) : appliedId ? (
            <span className={shared.price}>-¥{formatMoney(deductFen)}</span>
          ) : usable.length > 0 ? (
            <span className={styles.available}>{usable.length}{UiText.usableCount}</span>
          ) : (
            <span className={shared.muted}>暂无可用</span>
          )}
        </span>
        <Chevron />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <CouponSheet coupons={coupons} appliedId={appliedId} onChoose={choose} onClose={() => setOpen(false)} />
      </Popup>
    </>
  );
}

function CouponSheet({
  coupons,
  appliedId,
  onChoose,
  onClose,
}: {
  coupons: CheckoutCoupon[];
  appliedId: string | null;
  onChoose: (id: string) => void;
  onClose: () => void;
}) {
  const usable = coupons.filter((c) => c.usable);
  const unusable = coupons.filter((c) => !c.usable);
  const [tab, setTab] = useState<'usable' | 'unusable'>('usable');
  const shown = tab === 'usable' ? usable : unusable;
  return (
    <div role="dialog" aria-label="选择优惠券" className={styles.dialog}>
      <header className={styles.head}>
        <h2 className={styles.title}>{UiText.coupon}</h2>
        <button type="button" className={styles.close} aria-label={UiText.close} onClick={onClose}>
          ×
        </button>
      </header>
      <div className={styles.tabs} role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'usable'} className={styles.tab} onClick={() => setTab('usable')}>
          可用优惠券({usable.length})
        </button>
        <button type="button" role="tab" aria-selected={tab === 'unusable'} className={styles.tab} onClick={() => setTab('unusable')}>
          不可用({unusable.length})
        </button>
      </div>
      <ul className={styles.list}>
        {shown.length === 0 ? <li className={styles.none}>{tab === 'usable' ? '暂无可用优惠券' : '暂无不可用优惠券'}</li> : null}
        {shown.map((coupon) => (
          <li key={coupon.rightsAccountId}>
            <CouponTicket coupon={coupon} selected={coupon.rightsAccountId === appliedId} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      <footer className={styles.foot}>
        <button type="button" className={styles.none} onClick={() => onChoose('')} aria-pressed={appliedId === null}>
          {NO_COUPON_TEXT}
        </button>
      </footer>
    </div>
  );
}

function CouponTicket({ coupon, selected, onChoose }: { coupon: CheckoutCoupon; selected: boolean; onChoose: (id: string) => void }) {
  const amount = couponAmount(coupon);
  const body = (
    <>
      <span className={styles.amount}>
        <span className={styles.prefix}>{amount.prefix}</span>
        <span className={amount.shrink ? styles.small : styles.big}>{amount.amount}</span>
        <span className={styles.suffix}>{amount.suffix}</span>
      </span>
      <span className={styles.info}>
        <span className={styles.name}>{coupon.cardName}</span>
        <span className={styles.condition}>{coupon.useConditionName}</span>
        <span className={styles.valid}>{coupon.validTimeStr}</span>
        {coupon.usable ? null : <span className={styles.reason}>{coupon.unusableReason}</span>}
      </span>
    </>
  );
  if (!coupon.usable) {
    return (
      <div className={[styles.ticket, styles.off].join(' ')} aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={[styles.ticket, selected ? styles.on : ''].join(' ')}
      onClick={() => onChoose(coupon.rightsAccountId)}
    >
      {body}
      <span className={styles.check} aria-hidden="true" />
    </button>
  );
}
