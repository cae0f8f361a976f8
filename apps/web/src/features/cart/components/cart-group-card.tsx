import { UiText } from '@emall/contract';
import type { CartGroup } from '@emall/contract';
import type { ReactNode } from 'react';
import { CartCheck } from './cart-check.tsx';
import styles from './cart-group-card.module.css';

interface CartGroupCardProps {
  group: CartGroup;
  checked: boolean;
  /** No line of the group can be ticked (outside edit mode). */
  disabled: boolean;
  onCheck: (checked: boolean) => void;
  children: ReactNode;
}

/** A group of the cart (§3 cartList): its box ticks every line that can be ticked, its name, its lines. */
export function CartGroupCard({ group, checked, disabled, onCheck, children }: CartGroupCardProps) {
  return (
    <section className={styles.group} aria-label={group.groupName}>
      <header className={styles.head}>
        <CartCheck checked={checked} disabled={disabled} label={`${UiText.pick} ${group.groupName} 全部商品`} onChange={onCheck} />
        <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M3 7.5L4.6 3.5h10.8L17 7.5M3 7.5h14M3 7.5c0 1.4 1 2.3 2.3 2.3S7.7 8.9 7.7 7.5c0 1.4 1 2.3 2.3 2.3s2.3-.9 2.3-2.3c0 1.4 1 2.3 2.4 2.3S17 8.9 17 7.5M4.5 10v6.5h11V10"
            stroke="currentColor"
            strokeWidth="1.4"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
        <h2 className={styles.name}>{group.groupName}</h2>
      </header>
      <div className={styles.items}>{children}</div>
    </section>
  );
}
