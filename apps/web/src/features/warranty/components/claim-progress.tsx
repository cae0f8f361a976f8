import { WarrantyClaimStatus, WarrantyUiText, type WarrantyClaimDetail } from '@emall/contract';
import Steps from 'antd-mobile/es/components/steps';
import { formatTime } from '../../../lib/format-time.ts';
import cardStyles from '../../../ui/card.module.css';

const ENDED: ReadonlySet<number> = new Set([WarrantyClaimStatus.rejected, WarrantyClaimStatus.cancelled]);

/** 已提交 → 已受理 → 已预约 → 维修中 → 已完成; a rejected or cancelled claim stops at its last step with 不予保修 (and why) or 已撤销. */
export function ClaimProgress({ claim }: { claim: WarrantyClaimDetail }) {
  const ended = ENDED.has(claim.status);
  const done = claim.timeline.filter((s) => s.done);
  const steps = ended ? done : claim.timeline;
  // The step after the last one done is the one under way (the last, once completed).
  const current = ended ? done.length : Math.min(done.length, claim.timeline.length - 1);
  const completed = claim.status === WarrantyClaimStatus.completed;
  return (
    <section className={cardStyles.card} aria-label={WarrantyUiText.claimTitle}>
      <h2 className={cardStyles.title}>{WarrantyUiText.claimTitle}</h2>
      <Steps direction="vertical" current={current}>
        {steps.map((s, i) => (
          <Steps.Step
            key={s.status}
            title={s.text}
            description={s.at ? formatTime(s.at) : undefined}
            status={s.done || (completed && i === current) ? 'finish' : i === current ? 'process' : 'wait'}
          />
        ))}
        {ended ? (
          <Steps.Step
            title={claim.statusText}
            status="error"
            description={claim.status === WarrantyClaimStatus.rejected && claim.rejectReason ? claim.rejectReason : undefined}
          />
        ) : null}
      </Steps>
    </section>
  );
}
