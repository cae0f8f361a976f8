import { UiText } from '@emall/contract';
import { CartCheck } from './cart-check.tsx';
import { CART_BAR_LABEL } from './cart-checkout-bar.tsx';
import styles from './cart-bar.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

interface CartEditBarProps {
  allPicked: boolean;
  onPickAll: (picked: boolean) => void;
  picked: number;
  onDelete: () => void;
}

/** The bottom bar in edit mode (管理): 全选 and 删除(n) of the picked lines, any of them. */
export function CartEditBar({ allPicked, onPickAll, picked, onDelete }: CartEditBarProps) {
  return (
    <section className={`${fixed.fixedBar} ${styles.bar}`} aria-label={CART_BAR_LABEL}>
      <CartCheck checked={allPicked} label={UiText.selectAll} onChange={onPickAll} text={UiText.selectAll} />
      <div className={styles.summary} />
      <button type="button" className={styles.delete} disabled={picked === 0} onClick={onDelete}>
        删除({picked})
      </button>
    </section>
  );
}
