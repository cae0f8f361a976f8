import { WarrantyAdminText as T, WarrantyClaimStatus as S, type AdminWarrantyClaimDetail } from '@emall/contract';
import { formatTime } from '../../../lib/format-time.ts';
import { ProgressCard } from '../../../ui/progress-card.tsx';

const ended = new Set<number>([S.rejected, S.cancelled]);

/** The claim's steps (已提交 → … → 已完成) and every move on it: who, when, the note the shopper reads too. */
export function ClaimProgressCard({ claim }: { claim: AdminWarrantyClaimDetail }) {
  return (
    <ProgressCard
      title={T.timeline}
      historyTitle={T.history}
      steps={claim.timeline.map((s) => ({ title: s.text, content: s.at ? formatTime(s.at).slice(5, 16) : undefined }))}
      current={claim.timeline.filter((s) => s.done).length - 1}
      status={ended.has(claim.status) ? 'error' : claim.status === S.completed ? 'finish' : 'process'}
      events={claim.events.map((e) => ({
        ...e,
        color: e.status === S.rejected ? 'red' : e.status === S.completed ? 'green' : e.status === S.cancelled ? 'gray' : 'blue',
      }))}
      actorText={T.actor}
    />
  );
}
