import { InvoiceAdminText as T, InvoiceDirection, InvoiceState as S, InvoiceStateText, type InvoiceState } from '@emall/contract';
import { Badge, Space, Tag, Typography, type BadgeProps } from 'antd';

// A dot beside dark text: coloured tag text on its tint falls short of 4.5:1 (as after-sales' states).
const dot: Record<InvoiceState, BadgeProps['status']> = {
  [S.applied]: 'warning',
  [S.issuing]: 'processing',
  [S.issued]: 'success',
  [S.failed]: 'error',
  [S.redFlushed]: 'default',
};

export function InvoiceStateBadge({ state }: { state: string }) {
  return <Badge status={dot[state as InvoiceState] ?? 'default'} text={InvoiceStateText[state as InvoiceState] ?? state} />;
}

/** 蓝字 / 红字: which way the invoice bills (red and blue tags keep their text at 4.5:1). */
export function DirectionTag({ direction }: { direction: string }) {
  const red = direction === InvoiceDirection.red;
  return (
    <Tag color={red ? 'red' : 'blue'} style={{ marginInlineEnd: 0 }}>
      {red ? T.red : T.blue}
    </Tag>
  );
}

/** The state, and a note when a refund has made the invoice due for red-flush. */
export function InvoiceStanding({ state, redFlushDue }: { state: string; redFlushDue: boolean }) {
  return (
    <Space orientation="vertical" size={0}>
      <InvoiceStateBadge state={state} />
      {redFlushDue && state === S.issued && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {T.redFlushDue}
        </Typography.Text>
      )}
    </Space>
  );
}
