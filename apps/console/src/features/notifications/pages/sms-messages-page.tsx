import { ADMIN_PAGE_SIZE, SmsAdminText as T, SmsKind, SmsKindText, SmsState, SmsStateText, type SmsMessageQuery, type SmsMessageView } from '@emall/contract';
import { Badge, Card, DatePicker, Form, Input, Select, Tag, Typography, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time.ts';
import { FilterActions } from '../../../ui/filter-actions.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { useSmsMessages } from '../api/list-sms-messages.ts';

type BadgeStatus = 'default' | 'processing' | 'success' | 'error' | 'warning';
const stateBadge: Record<SmsState, BadgeStatus> = {
  [SmsState.waiting]: 'default',
  [SmsState.sent]: 'processing',
  [SmsState.delivered]: 'success',
  [SmsState.undelivered]: 'error',
  [SmsState.failed]: 'error',
  [SmsState.limited]: 'warning',
};
const kindColor: Record<SmsKind, string> = { [SmsKind.code]: 'geekblue', [SmsKind.notice]: 'default' };
const kindOptions = Object.values(SmsKind).map((value) => ({ value, label: SmsKindText[value] }));
const stateOptions = Object.values(SmsState).map((value) => ({ value, label: SmsStateText[value] }));
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;
const grey = { color: '#595959' } as const;

interface Values {
  phone?: string;
  kind?: SmsKind;
  state?: SmsState;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const columns: TableProps<SmsMessageView>['columns'] = [
  { title: T.phone, dataIndex: 'phone', width: 130, render: (phone: string) => <span style={mono}>{phone}</span> },
  { title: T.kind, dataIndex: 'kind', width: 90, render: (kind: SmsKind) => <Tag color={kindColor[kind]}>{SmsKindText[kind]}</Tag> },
  { title: T.content, dataIndex: 'content', ellipsis: true, render: (content: string, sms) => (sms.kind === SmsKind.code ? <span style={grey}>{content}</span> : content) },
  { title: T.state, dataIndex: 'state', width: 150, render: (state: SmsState) => <Badge status={stateBadge[state]} text={SmsStateText[state]} /> },
  { title: T.error, dataIndex: 'error', width: 240, render: (error: string | null) => (error ? <Typography.Text type="danger">{error}</Typography.Text> : <span style={grey}>—</span>) },
  { title: T.sentAt, dataIndex: 'at', width: 170, render: (at: string) => formatTime(at) },
  { title: T.deliveredAt, dataIndex: 'deliveredAt', width: 170, render: (at: string | null) => (at ? formatTime(at) : <span style={grey}>—</span>) },
];

/** 短信发送记录 (系统, 客服): the login codes' and notifications' SMS with their delivery state, filtered by kind, state, phone and days. */
export function SmsMessagesPage() {
  const [form] = Form.useForm<Values>();
  const [query, setQuery] = useState<SmsMessageQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const messages = useSmsMessages(query);
  const apply = (values: Values) =>
    setQuery({
      pageNo: 1,
      pageSize: query.pageSize,
      kind: values.kind,
      state: values.state,
      phone: values.phone?.trim() || undefined,
      from: values.range?.[0]?.format('YYYY-MM-DD'),
      to: values.range?.[1]?.format('YYYY-MM-DD'),
    });
  if (messages.isError && !messages.data) return <LoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  return (
    <Card title={T.title}>
      <Form<Values> form={form} layout="inline" onFinish={apply} style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item name="phone" rules={[{ pattern: /^1\d{10}$/, message: T.phonePlaceholder }]}>
          <Input placeholder={T.phonePlaceholder} aria-label={T.phone} allowClear maxLength={11} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="kind" label={T.kind}>
          <Select placeholder={T.allKinds} allowClear options={kindOptions} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="state" label={T.state}>
          <Select placeholder={T.allStates} allowClear options={stateOptions} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label={T.dates}>
          <DatePicker.RangePicker format="YYYY-MM-DD" style={{ width: 250 }} />
        </Form.Item>
        <FilterActions form={form} onReset={() => apply({})} />
      </Form>
      <PagedTable<SmsMessageView>
        list={messages}
        onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: <span style={grey}>{T.noMessages}</span> }}
      />
    </Card>
  );
}
