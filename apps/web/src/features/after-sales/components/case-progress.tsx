import { AfterSalesStatus, AfterSalesUiText, type AfterSalesCaseDetail } from '@emall/contract';
import Steps from 'antd-mobile/es/components/steps';
import cardStyles from '../../../ui/card.module.css';

const ENDED: ReadonlySet<number> = new Set([AfterSalesStatus.rejected, AfterSalesStatus.cancelled, AfterSalesStatus.closed]);

/** 申请 → 审核 → (寄回 → 收货) → 退款 → 完成; an ended case stops at its last step with 驳回/已撤销/已关闭. */
export function CaseProgress({ item }: { item: AfterSalesCaseDetail }) {
  const ended = ENDED.has(item.status);
  const done = item.timeline.filter((s) => s.done);
  const steps = ended ? done : item.timeline;
  // The step after the last one done is the one under way.
  const current = ended ? done.length : Math.min(done.length, item.timeline.length - 1);
  return (
    <section className={cardStyles.card} aria-label={AfterSalesUiText.progress}>
      <h2 className={cardStyles.title}>{AfterSalesUiText.progress}</h2>
      <Steps current={current}>
        {steps.map((s) => (
          <Steps.Step key={s.step} title={s.text} status={s.done ? 'finish' : s === item.timeline[current] ? 'process' : 'wait'} />
        ))}
        {ended ? (
          <Steps.Step
            title={item.statusText}
            status="error"
            description={item.status === AfterSalesStatus.rejected && item.rejectReason ? item.rejectReason : undefined}
          />
        ) : null}
      </Steps>
    </section>
  );
}
