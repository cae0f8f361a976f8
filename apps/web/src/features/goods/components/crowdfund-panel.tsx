import { CrowdfundDisplayStatus, CrowdfundTargetType, type CrowdfundInfo, UiText } from '@emall/contract';
import { crowdfundCountdown, crowdfundProgressPercent, formatCrowdfundTarget, progressBarPercent } from '@emall/domain';
import { codeOf } from '../../../lib/narrow.ts';
import styles from './crowdfund-panel.module.css';

function remainingText(ms: number): string {
  const left = crowdfundCountdown(ms);
  return left.kind === 'days' ? `${left.days}天` : left.text;
}

const statusLabel: Record<CrowdfundDisplayStatus, string> = {
  [CrowdfundDisplayStatus.preheat]: UiText.crowdfundPreheat,
  [CrowdfundDisplayStatus.crowdfunding]: UiText.crowdfunding,
  [CrowdfundDisplayStatus.success]: '众筹成功',
  [CrowdfundDisplayStatus.fail]: '众筹失败',
};

/** §3/§4/§9 crowdfund state on the product page: progress, supporters, amount and countdown. */
export function CrowdfundPanel({ info, status, now }: { info: CrowdfundInfo; status: CrowdfundDisplayStatus; now: number }) {
  const type = codeOf(CrowdfundTargetType, info.targetType, CrowdfundTargetType.Amount);
  const current = type === CrowdfundTargetType.Amount ? info.currentAmount : info.currentQuantity;
  const percent = crowdfundProgressPercent(current, info.targetValue);
  const preheat = status === CrowdfundDisplayStatus.preheat;
  const running = status === CrowdfundDisplayStatus.crowdfunding;
  return (
    <section className={styles.panel} aria-label={UiText.crowdfund} data-crowdfund-status={status}>
      <div className={styles.head}>
        <span className={styles.tag}>{statusLabel[status]}</span>
        {preheat ? (
          <span className={styles.clock}>
            {UiText.crowdfundStartsIn} <strong>{remainingText(info.crowdfundStartMillisecond - now)}</strong>
          </span>
        ) : running ? (
          <span className={styles.clock}>
            距结束 <strong>{remainingText(info.crowdfundEndMillisecond - now)}</strong>
          </span>
        ) : null}
      </div>
      <div className={styles.bar} role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={UiText.crowdfundProgress}>
        <span style={{ width: `${progressBarPercent(current, info.targetValue)}%` }} />
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>已达成</dt>
          <dd>{percent}%</dd>
        </div>
        <div>
          <dt>支持人数</dt>
          {/* The supporter count the cards and the console show too: the campaign's base and the shop's paying shoppers. */}
          <dd>{info.supportPersonCount}</dd>
        </div>
        <div>
          <dt>{type === CrowdfundTargetType.Amount ? '已筹金额' : '已筹件数'}</dt>
          <dd>{formatCrowdfundTarget(current, type)}</dd>
        </div>
        <div>
          <dt>{UiText.crowdfundTarget}</dt>
          <dd>{formatCrowdfundTarget(info.targetValue, type)}</dd>
        </div>
      </dl>
    </section>
  );
}
