import { AdminText, AuditActionName, AuditTargetName, type AuditListQuery } from '@emall/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterActions } from '../../../ui/filter-actions.tsx';

export type AuditFilter = Pick<AuditListQuery, 'username' | 'action' | 'targetType' | 'targetId' | 'from' | 'to'>;

interface Values {
  username?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const actionOptions = Object.entries(AuditActionName).map(([value, label]) => ({ value, label }));
const targetOptions = Object.entries(AuditTargetName).map(([value, label]) => ({ value, label }));
const trimmed = (text: string | undefined) => text?.trim() || undefined;

/** The audit page's search: operator, action, target, time range. */
export function AuditFilters({ onSearch }: { onSearch: (filter: AuditFilter) => void }) {
  const [form] = Form.useForm<Values>();
  const apply = (values: Values) =>
    onSearch({
      username: trimmed(values.username),
      action: values.action,
      targetType: values.targetType,
      targetId: trimmed(values.targetId),
      from: values.range?.[0]?.startOf('minute').toISOString(),
      to: values.range?.[1]?.endOf('minute').toISOString(),
    });
  return (
    <Form<Values> form={form} layout="inline" onFinish={apply} style={{ rowGap: 12 }}>
      <Form.Item name="username" label={AdminText.auditOperator}>
        <Input placeholder={AdminText.auditFilterOperator} allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="action" label={AdminText.auditAction}>
        <Select placeholder={AdminText.auditAllActions} allowClear options={actionOptions} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="targetType" label={AdminText.auditTarget}>
        <Select placeholder={AdminText.auditAllTargets} allowClear options={targetOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="targetId">
        <Input placeholder={AdminText.auditFilterTargetId} aria-label={AdminText.auditFilterTargetId} allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="range" label={AdminText.auditTimeRange}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <FilterActions form={form} onReset={() => apply({})} />
    </Form>
  );
}
