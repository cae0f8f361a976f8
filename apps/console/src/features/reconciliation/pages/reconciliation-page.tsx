import {
  ADMIN_PAGE_SIZE,
  MismatchItemText,
  MismatchKind,
  MismatchKindText,
  Permission,
  RECONCILIATION_REMARK_MAX,
  ReconciliationText as T,
  StatementChannelText,
  StatementState,
  StatementStateText,
  type MismatchQuery,
  type MismatchView,
  type StatementDayView,
} from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Alert, Badge, Button, Card, Col, Form, Input, Modal, Popconfirm, Result, Row, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { pagination } from '../../../ui/pagination.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useDayMismatches, useReconciliationActions, useStatementDays, type StatementKey } from '../api/reconciliation-api.ts';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;
const money = (fen: number | null) => (fen === null ? <Typography.Text type="secondary">—</Typography.Text> : formatPrice(fen));
const kindColor: Record<MismatchKind, string> = {
  [MismatchKind.missingOurs]: 'volcano',
  [MismatchKind.missingTheirs]: 'orange',
  [MismatchKind.amountDiffers]: 'red',
  [MismatchKind.statusDiffers]: 'gold',
};
/** A short word kept on one line beside the long numbers. */
const nowrap = { whiteSpace: 'nowrap' } as const;
const channelName = (channel: string) => StatementChannelText[channel] ?? channel;
const keyOf = (s: StatementKey) => `${s.day}:${s.channel}`;
/** The darker grey of order records: the table's own empty text fails contrast (axe). */
const empty = (text: string) => ({ emptyText: <span style={{ color: '#595959' }}>{text}</span> });

function HandleDialog({ mismatch, onClose }: { mismatch: MismatchView | null; onClose: () => void }) {
  const { handle } = useReconciliationActions();
  const [form] = Form.useForm<{ remark: string }>();
  const submit = async () => {
    // A missing remark is shown under its field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await handle.mutateAsync({ id: mismatch!.id, remark: values.remark.trim() });
    showSuccess(T.handledDone);
    form.resetFields();
    onClose();
  };
  return (
    <Modal title={T.handleTitle} open={mismatch !== null} onCancel={onClose} onOk={() => void submit()} okText={T.handle} confirmLoading={handle.isPending} destroyOnHidden>
      {mismatch && (
        <Typography.Paragraph type="secondary">
          {MismatchKindText[mismatch.kind]} · {MismatchItemText[mismatch.item]} · <span style={mono}>{mismatch.outRefundNo ?? mismatch.outTradeNo}</span>
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        <Form.Item name="remark" label={T.remark} rules={[{ required: true, whitespace: true, message: T.remarkPlaceholder }]}>
          <Input.TextArea rows={3} maxLength={RECONCILIATION_REMARK_MAX} showCount placeholder={T.remarkPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function mismatchColumns(mayHandle: boolean, onHandle: (m: MismatchView) => void): TableProps<MismatchView>['columns'] {
  return [
    { title: T.mismatches, dataIndex: 'kind', width: 100, render: (kind: MismatchKind) => <Tag color={kindColor[kind]}>{MismatchKindText[kind]}</Tag> },
    { title: T.item, dataIndex: 'item', width: 76, onHeaderCell: () => ({ style: nowrap }), onCell: () => ({ style: nowrap }), render: (item: MismatchView['item']) => MismatchItemText[item] },
    {
      title: `${T.outTradeNo} / ${T.outRefundNo}`,
      dataIndex: 'outTradeNo',
      // A fixed width: a number longer than it (Alipay's reach 64 characters) ends in … with the whole in a tooltip, never widening the table.
      width: 220,
      render: (no: string, m) => (
        <>
          <Typography.Text style={{ ...mono, display: 'block' }} ellipsis={{ tooltip: no }}>
            {no}
          </Typography.Text>
          {m.outRefundNo && (
            <Typography.Text style={{ ...mono, display: 'block', color: '#595959' }} ellipsis={{ tooltip: m.outRefundNo }}>
              {m.outRefundNo}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: T.ourAmount, dataIndex: 'ourAmount', width: 104, align: 'right', render: money },
    { title: T.theirAmount, dataIndex: 'theirAmount', width: 104, align: 'right', render: money },
    {
      title: T.state,
      key: 'handled',
      width: 160,
      render: (_, m) =>
        m.handled ? (
          <Space orientation="vertical" size={0}>
            <Badge status="success" text={T.handled} />
            <Typography.Text style={{ fontSize: 12, color: '#595959' }}>
              {m.remark} · {m.handledBy}
            </Typography.Text>
          </Space>
        ) : mayHandle ? (
          <Button size="small" onClick={() => onHandle(m)} aria-label={`${T.handle} ${m.outRefundNo ?? m.outTradeNo}`}>
            {T.handle}
          </Button>
        ) : (
          <Badge status="warning" text={T.unhandled} />
        ),
    },
  ];
}

/** 对账 (财务): the pay channels' daily statements, a day's mismatches with filters, 重新对账 and 标记已处理. */
export function ReconciliationPage() {
  const me = useMe().data;
  const mayHandle = !!me && can(me, Permission.reconciliationHandle);
  const [daysQuery, setDaysQuery] = useState({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [picked, setPicked] = useState<StatementKey | null>(null);
  const [query, setQuery] = useState<MismatchQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [handling, setHandling] = useState<MismatchView | null>(null);
  const days = useStatementDays(daysQuery);
  const first = days.data?.result[0];
  const chosen: StatementKey | null = picked ?? (first ? { day: first.day, channel: first.channel } : null);
  const mismatches = useDayMismatches(chosen, query);
  const { rerun } = useReconciliationActions();

  const dayColumns: TableProps<StatementDayView>['columns'] = [
    {
      title: T.day,
      dataIndex: 'day',
      render: (d: string, row) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong={chosen !== null && keyOf(row) === keyOf(chosen)}>{d}</Typography.Text>
          <div style={{ fontSize: 12, color: '#595959' }}>{channelName(row.channel)}</div>
        </div>
      ),
    },
    {
      title: T.state,
      dataIndex: 'state',
      width: 90,
      render: (state: StatementState) => <Tag color={state === StatementState.done ? 'green' : 'default'}>{StatementStateText[state]}</Tag>,
    },
    { title: T.mismatches, dataIndex: 'mismatches', width: 64, align: 'right' },
    { title: T.open, dataIndex: 'open', width: 76, align: 'right', render: (n: number) => (n > 0 ? <Badge count={n} showZero={false} color="#d4380d" /> : <Typography.Text style={{ color: '#595959' }}>0</Typography.Text>) },
  ];

  if (days.isError && !days.data) return <LoadError error={days.error} onRetry={() => void days.refetch()} />;
  const statement = chosen && days.data?.result.find((d) => keyOf(d) === keyOf(chosen));
  // Nothing real to compare: said plainly, naming the configuration, rather than an empty table.
  if (days.data?.sandboxOnly && days.data.totalNum === 0) {
    return (
      <Card title={T.title}>
        <Result status="info" title={T.sandboxOnlyTitle} subTitle={<span style={{ color: '#595959' }}>{T.sandboxOnlyHint}</span>} />
      </Card>
    );
  }
  return (
    <>
      {days.data?.sandboxOnly && <Alert type="info" showIcon title={T.sandboxOnlyNotice} style={{ marginBottom: 16 }} />}
      <Row gutter={16} wrap={false}>
        <Col flex="360px">
          <Card title={T.days}>
            <Table<StatementDayView>
              rowKey={keyOf}
              size="middle"
              columns={dayColumns}
              dataSource={days.data?.result}
              loading={days.isFetching}
              locale={empty(T.noDays)}
              onRow={(row) => ({ onClick: () => (setPicked({ day: row.day, channel: row.channel }), setQuery({ ...query, pageNo: 1 })), style: { cursor: 'pointer' } })}
              rowClassName={(row) => (chosen && keyOf(row) === keyOf(chosen) ? 'ant-table-row-selected' : '')}
              pagination={{ ...pagination(days.data, (pageNo, pageSize) => setDaysQuery({ pageNo, pageSize })), showSizeChanger: false, size: 'small' }}
            />
          </Card>
        </Col>
        <Col flex="auto">
          <Card
            title={chosen ? `${chosen.day} ${channelName(chosen.channel)} ${T.mismatch}` : T.mismatch}
            extra={
              chosen &&
              mayHandle && (
                <Popconfirm title={T.rerunConfirm} onConfirm={() => rerun.mutateAsync(chosen).then(() => showSuccess(T.rerunDone))}>
                  <Button type="primary" loading={rerun.isPending}>
                    {T.rerun}
                  </Button>
                </Popconfirm>
              )
            }
          >
            {statement && (
              <Typography.Paragraph type="secondary">
                {T.channel} {channelName(statement.channel)} · {T.trades} {statement.trades} · {T.refunds} {statement.refunds} · {T.ranAt} {formatTime(statement.ranAt)}
              </Typography.Paragraph>
            )}
            <Space style={{ marginBottom: 16 }}>
              <Select<MismatchKind>
                aria-label={T.mismatches}
                placeholder={T.allKinds}
                allowClear
                style={{ width: 140 }}
                value={query.kind}
                options={Object.values(MismatchKind).map((value) => ({ value, label: MismatchKindText[value] }))}
                onChange={(kind) => setQuery({ ...query, kind, pageNo: 1 })}
              />
              <Select<'open' | 'handled'>
                aria-label={T.state}
                placeholder={T.allStates}
                allowClear
                style={{ width: 120 }}
                value={query.handled === undefined ? undefined : query.handled ? 'handled' : 'open'}
                options={[
                  { value: 'open', label: T.unhandled },
                  { value: 'handled', label: T.handled },
                ]}
                onChange={(v) => setQuery({ ...query, handled: v === undefined ? undefined : v === 'handled', pageNo: 1 })}
              />
            </Space>
            <PagedTable<MismatchView>
              list={mismatches}
              onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
              rows={chosen ? undefined : []}
              rowKey="id"
              columns={mismatchColumns(mayHandle, setHandling)}
              locale={empty(chosen ? T.noMismatches : T.pickDay)}
            />
          </Card>
        </Col>
        <HandleDialog mismatch={handling} onClose={() => setHandling(null)} />
      </Row>
    </>
  );
}
