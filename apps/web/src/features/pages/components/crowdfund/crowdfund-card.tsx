import { CrowdfundDisplayStatus, CrowdfundStatus, CrowdfundTargetType, Text, type CrowdfundInfo, type GoodsCard, UiText } from '@emall/contract';
import {
  chinaMonthDayTime,
  crowdfundCountdown,
  crowdfundDisplayStatus,
  crowdfundPreheatLabel,
  crowdfundProgressPercent,
  formatCrowdfundTarget,
  progressBarPercent,
} from '@emall/domain';
import { codeOf } from '../../../../lib/narrow.ts';
import { SizedImage } from '../../../../ui/sized-image.tsx';
import styles from './crowdfund-card.module.css';

const PICTURE_WIDTH = 104;

/** The remaining time of §9: whole days, or an hh:mm:ss clock within a day. */
function remainingText(ms: number): string {
  const left = crowdfundCountdown(ms);
  return left.kind === 'days' ? `${left.days}天` : left.text;
}

function targetType(info: CrowdfundInfo): CrowdfundTargetType {
  return codeOf(CrowdfundTargetType, info.targetType, CrowdfundTargetType.Amount);
}

/** What has been raised: the amount (¥, 万 from ¥10,000) or the pieces, §9. */
function raisedText(info: CrowdfundInfo): string {
  const type = targetType(info);
  return formatCrowdfundTarget(type === CrowdfundTargetType.Amount ? info.currentAmount : info.currentQuantity, type);
}

interface CrowdfundCardProps {
  goods: GoodsCard & { crowdfundInfo: CrowdfundInfo };
  /** The ticking clock of the module (§9: every second). */
  now: number;
  onOpen: (goods: GoodsCard) => void;
}

/**
 * A crowdfund card (§2, §4): preheat shows the target and the start time (待开始, more than a day
 * away) or a countdown (即将开始); running a progress bar, supporters, the amount raised and the
 * time left (距结束) with 立即支持; success or fail 众筹已结束. The display status is worked out
 * again on every tick, so preheat turns to running when its countdown ends.
 */
export function CrowdfundCard({ goods, now, onOpen }: CrowdfundCardProps) {
  const info = goods.crowdfundInfo;
  const start = info.crowdfundStartMillisecond;
  const end = info.crowdfundEndMillisecond;
  const status = crowdfundDisplayStatus(codeOf(CrowdfundStatus, info.status, CrowdfundStatus.Draft), start, end, now);
  const title = goods.saleName || goods.name;
  const type = targetType(info);
  const current = type === CrowdfundTargetType.Amount ? info.currentAmount : info.currentQuantity;
  const ended = status === CrowdfundDisplayStatus.success || status === CrowdfundDisplayStatus.fail;

  let tag: string;
  let action: string;
  if (status === CrowdfundDisplayStatus.preheat) {
    tag = UiText.crowdfundPreheat;
    action = crowdfundPreheatLabel(start, now);
  } else if (status === CrowdfundDisplayStatus.crowdfunding) {
    tag = UiText.crowdfunding;
    action = Text.crowdfundSupportNow;
  } else {
    tag = '已结束';
    action = Text.crowdfundEnded;
  }

  return (
    <article
      className={`${styles.card} ${ended ? styles.ended : ''}`}
      data-crowdfund-status={status}
      onClick={() => onOpen(goods)}
    >
      <div className={styles.media}>
        <SizedImage src={goods.pictureUrl} alt="" cssWidth={PICTURE_WIDTH} width={1} height={1} />
        <span className={`${styles.tag} ${styles[status]}`}>{tag}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {/* A tap anywhere on the card opens it; the keyboard and screen readers reach it by its title. */}
          <span
            role="link"
            tabIndex={0}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onOpen(goods);
              }
            }}
          >
            {title}
          </span>
        </h3>
        {status === CrowdfundDisplayStatus.preheat ? (
          <div className={styles.facts}>
            <span>
              {UiText.crowdfundTarget} <strong>{formatCrowdfundTarget(info.targetValue, type)}</strong>
            </span>
            {crowdfundCountdown(start - now).kind === 'clock' ? (
              <span className={styles.clock}>
                {UiText.crowdfundStartsIn} <strong>{remainingText(start - now)}</strong>
              </span>
            ) : (
              <span>{chinaMonthDayTime(start)} 开始</span>
            )}
          </div>
        ) : (
          <div className={styles.progressBlock}>
            <div className={styles.progressRow}>
              <span
                className={styles.bar}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progressBarPercent(current, info.targetValue)}
                aria-label={UiText.crowdfundProgress}
              >
                <span className={styles.fill} style={{ width: `${progressBarPercent(current, info.targetValue)}%` }} />
              </span>
              <span className={styles.percent}>{crowdfundProgressPercent(current, info.targetValue)}%</span>
            </div>
            <div className={styles.facts}>
              <span>
                已筹 <strong>{raisedText(info)}</strong>
              </span>
              <span>{info.supportPersonCount}人支持</span>
            </div>
            {status === CrowdfundDisplayStatus.crowdfunding ? (
              <span className={styles.clock}>
                {Text.crowdfundEndsIn} <strong>{remainingText(end - now)}</strong>
              </span>
            ) : null}
          </div>
        )}
        <span className={`${styles.action} ${status === CrowdfundDisplayStatus.crowdfunding ? styles.primary : styles.muted}`} aria-hidden="true">
          {action}
        </span>
      </div>
    </article>
  );
}
