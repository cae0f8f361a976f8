import { UiText } from '@emall/contract';
import { useState } from 'react';
import type { SubmitCar } from '../state/submit-store.ts';
import { Chevron } from './chevron.tsx';
import shared from './checkout.module.css';
import styles from './vin-section.module.css';
import { LazyPopup as Popup } from '../../../ui/lazy-popup.tsx';

const ADD_CAR_TEXT = UiText.addCar;
const VIN_EMPTY_TEXT = '请添加车辆(VIN)';

interface VinSectionProps {
  vinCode: string | null;
  cars: SubmitCar[];
  onChoose: (vinCode: string) => void;
  onAdd: () => void;
}

/** The car a virtual goods is bound to (§3 vinCode): one of the user's cars, or one entered on the add-car page. */
export function VinSection({ vinCode, cars, onChoose, onAdd }: VinSectionProps) {
  const [open, setOpen] = useState(false);
  const others = cars.filter((car) => car.vinCode !== vinCode);
  const tap = (): void => {
    if (others.length === 0) onAdd();
    else setOpen(true);
  };
  return (
    <section className={shared.card} aria-label="绑定车辆">
      <button type="button" className={shared.row} onClick={tap}>
        <span className={styles.carIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20">
            <path d="M5 11l1.6-4.2A2 2 0 018.5 5.5h7a2 2 0 011.9 1.3L19 11v6h-2v-1.5H7V17H5z" fill="currentColor" />
            <circle cx="8" cy="13" r="1.2" fill="#fff" />
            <circle cx="16" cy="13" r="1.2" fill="#fff" />
          </svg>
        </span>
        {vinCode ? (
          <span className={styles.body}>
            <span className={styles.label}>{UiText.vin}</span>
            <span className={styles.vin}>{vinCode}</span>
          </span>
        ) : (
          <span className={[styles.body, styles.empty].join(' ')}>{VIN_EMPTY_TEXT}</span>
        )}
        <span className={styles.action}>{vinCode ? '更换' : '去添加'}</span>
        <Chevron />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet}>
        <div role="dialog" aria-label="选择车辆">
          <h2 className={styles.sheetTitle}>选择车辆</h2>
          <ul className={styles.cars} role="radiogroup" aria-label="我的车辆">
            {cars.map((car) => (
              <li key={car.vinCode}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={car.vinCode === vinCode}
                  className={styles.car}
                  onClick={() => {
                    setOpen(false);
                    if (car.vinCode !== vinCode) onChoose(car.vinCode);
                  }}
                >
                  <span className={styles.vin}>{car.vinCode}</span>
                  <span className={styles.radio} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.add}
            onClick={() => {
              setOpen(false);
              onAdd();
            }}
          >
            + {ADD_CAR_TEXT}
          </button>
        </div>
      </Popup>
    </section>
  );
}
