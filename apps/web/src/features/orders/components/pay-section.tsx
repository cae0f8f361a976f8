import { PayShowType, type PayData, UiText } from '@emall/contract';
import { cashDisplayFen, formatMoney } from '@emall/domain';
import shared from './checkout.module.css';
import { EValueInput } from './evalue-input.tsx';
import styles from './pay-section.module.css';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';

const EVALUE_SWITCH_LABEL = '使用E值抵扣';

interface PaySectionProps {
  payData: PayData;
  useIntegral: boolean;
  onToggleEValue: (on: boolean) => void;
  onCommitIntegral: (value: number) => void;
}

/** §3 pay data by payShowType: E-value only, cash, or cash with an E-value deduction (deduct, cartDeduct). */
export function PaySection({ payData, useIntegral, onToggleEValue, onCommitIntegral }: PaySectionProps) {
  if (payData.payShowType === PayShowType.E) return <EValueOnly payData={payData} />;
  const cashRow = (
    <div className={shared.row}>
      <span className={shared.label}>{UiText.payMethod}</span>
      <span className={shared.value}>
        现金支付{' '}
        <span className={shared.strong}>¥{formatMoney(cashDisplayFen(payData.payAmount, payData.payShowType as PayShowType, payData.cashPayAmount))}</span>
      </span>
    </div>
  );
  if (payData.payShowType === PayShowType.cash) return cashRow;
  return (
    <>
      {cashRow}
      {payData.minIntegral > 0 ? (
        <div className={shared.row}>
          <span className={shared.label}>商品所需E值</span>
          <span className={[shared.value, shared.evalue].join(' ')}>{payData.minIntegral} {UiText.eValue}</span>
        </div>
      ) : null}
      <Deduct payData={payData} useIntegral={useIntegral} onToggleEValue={onToggleEValue} onCommitIntegral={onCommitIntegral} />
    </>
  );
}

function Deduct({ payData, useIntegral, onToggleEValue, onCommitIntegral }: PaySectionProps) {
  // Nothing to offset (no points beyond what the goods require, or no offset allowed): the switch rests.
  const canOffset = payData.payIntegral > payData.minIntegral;
  return (
    <div className={styles.deduct}>
      <div className={shared.row}>
        <span className={styles.deductLabel}>
          <span className={shared.label}>{EVALUE_SWITCH_LABEL}</span>
          <span className={styles.balance}>可用 {payData.userAvailablePoint} {UiText.eValue}</span>
        </span>
        <span className={shared.value}>
          {canOffset ? null : <span className={styles.none}>暂无可抵扣E值</span>}
          <ToggleSwitch checked={useIntegral && canOffset} disabled={!canOffset} onChange={onToggleEValue} aria-label={EVALUE_SWITCH_LABEL} />
        </span>
      </div>
      {useIntegral && canOffset ? (
        <EValueInput
          min={payData.minIntegral}
          max={payData.payIntegral}
          value={payData.integral}
          payAmountFen={payData.payAmount}
          exchangeProportion={payData.exchangeProportion}
          onCommit={onCommitIntegral}
        />
      ) : null}
    </div>
  );
}

function EValueOnly({ payData }: { payData: PayData }) {
  const short = payData.userAvailablePoint < payData.integral;
  return (
    <div className={styles.eOnly}>
      <div className={shared.row}>
        <span className={shared.label}>{UiText.payByEValue}</span>
        <span className={shared.value}>
          需支付 <span className={styles.eBig}>{payData.integral}</span> <span className={shared.evalue}>{UiText.eValue}</span>
        </span>
      </div>
      <p className={[shared.hint, short ? styles.short : ''].join(' ')}>
        当前可用 {payData.userAvailablePoint} {UiText.eValue}{short ? ',E值不足' : ''}
      </p>
    </div>
  );
}
