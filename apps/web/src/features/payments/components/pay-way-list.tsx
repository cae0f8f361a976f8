import { CashierChannel, Text, type PayWayItem, UiText } from '@emall/contract';
import { ChannelIcon } from './channel-icon.tsx';
import styles from './pay-way-list.module.css';

/** The hint under a way that is listed but cannot be used now. */
const WAY_UNAVAILABLE = UiText.unavailableNow;
const TRANSFER_NOTE = '线下转账至专属账户,到账后自动确认';

interface PayWayListProps {
  ways: readonly PayWayItem[];
  selected: CashierChannel | null;
  /** The recommended way (marked 推荐). */
  recommended: CashierChannel | null;
  disabled?: boolean;
  onSelect: (channel: CashierChannel) => void;
}

/** 请选择支付方式: one radio row per way, its mark, its name; disabled ways greyed. */
export function PayWayList({ ways, selected, recommended, disabled = false, onSelect }: PayWayListProps) {
  return (
    <div className={styles.list} role="radiogroup" aria-label={Text.cashierChooseWay}>
      {ways.map((way) => {
        const checked = way.channel === selected;
        return (
          <button
            key={way.channel}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={way.name}
            disabled={disabled || !way.enabled}
            className={[styles.way, checked ? styles.checked : ''].join(' ')}
            onClick={() => onSelect(way.channel)}
          >
            <ChannelIcon channel={way.channel} />
            <span className={styles.text}>
              <span className={styles.name}>
                {way.name}
                {way.channel === recommended && way.enabled ? <span className={styles.badge}>{UiText.recommended}</span> : null}
              </span>
              {!way.enabled ? <span className={styles.note}>{WAY_UNAVAILABLE}</span> : null}
              {way.enabled && way.channel === CashierChannel.Transfer ? <span className={styles.note}>{TRANSFER_NOTE}</span> : null}
            </span>
            <span className={styles.radio} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
