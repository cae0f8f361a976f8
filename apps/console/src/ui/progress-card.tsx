import { Card, Steps, Timeline, Typography, type StepsProps } from 'antd';
import { formatTime } from '../lib/format-time.ts';

/** One move on a case or claim, as the history lists it. */
interface ProgressEvent {
  statusText: string;
  actor: string;
  at: string;
  note?: string | null;
  /** The dot's colour: red for a refusal, green for the happy end, blue otherwise. */
  color: string;
}

interface ProgressCardProps {
  title: string;
  historyTitle: string;
  /** The steps in order; `current` is the last one done. */
  steps: NonNullable<StepsProps['items']>;
  current: number;
  status: StepsProps['status'];
  /** Oldest first, as the server answers; shown newest first. */
  events: ProgressEvent[];
  /** Who made a move, by the server's actor code. */
  actorText: Readonly<Record<string, string>>;
}

/** A case's or claim's progress steps and every move on it: who, when, and the note (after-sales, warranty). */
export function ProgressCard({ title, historyTitle, steps, current, status, events, actorText }: ProgressCardProps) {
  return (
    <Card title={title}>
      <Steps size="small" type="dot" titlePlacement="vertical" current={current} status={status} items={steps} style={{ marginBottom: 24 }} />
      <Typography.Title level={5}>{historyTitle}</Typography.Title>
      <Timeline
        items={[...events].reverse().map((e) => ({
          color: e.color,
          content: (
            <>
              <Typography.Text strong>{e.statusText}</Typography.Text>
              <Typography.Text type="secondary">
                {' · '}
                {actorText[e.actor] ?? e.actor} · {formatTime(e.at)}
              </Typography.Text>
              {e.note && <div style={{ whiteSpace: 'pre-wrap' }}>{e.note}</div>}
            </>
          ),
        }))}
      />
    </Card>
  );
}
