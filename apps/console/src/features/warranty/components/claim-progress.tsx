import { WarrantyAdminText as T, WarrantyClaimStatus as S, type AdminWarrantyClaimDetail } from '@emall/contract';
import { Card, Steps, Timeline, Typography } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';

const ended = new Set<number>([S.rejected, S.cancelled]);

/** The claim's steps (已提交 → … → 已完成) and every move on it: who, when, the note the shopper reads too. */
export function ClaimProgressCard({ claim }: { claim: AdminWarrantyClaimDetail }) {
  const current = claim.timeline.filter((s) => s.done).length - 1;
  return (
    <Card title={T.timeline}>
      <Steps
        size="small"
        type="dot"
        titlePlacement="vertical"
        current={current}
        status={ended.has(claim.status) ? 'error' : claim.status === S.completed ? 'finish' : 'process'}
        items={claim.timeline.map((s) => ({ title: s.text, content: s.at ? formatTime(s.at).slice(5, 16) : undefined }))}
        style={{ marginBottom: 24 }}
      />
      <Typography.Title level={5}>{T.history}</Typography.Title>
      <Timeline
        items={[...claim.events].reverse().map((e) => ({
          color: e.status === S.rejected ? 'red' : e.status === S.completed ? 'green' : e.status === S.cancelled ? 'gray' : 'blue',
          content: (
            <>
              <Typography.Text strong>{e.statusText}</Typography.Text>
              <Typography.Text type="secondary">
                {' · '}
                {T.actor[e.actor] ?? e.actor} · {formatTime(e.at)}
              </Typography.Text>
              {e.note && <div style={{ whiteSpace: 'pre-wrap' }}>{e.note}</div>}
            </>
          ),
        }))}
      />
    </Card>
  );
}
