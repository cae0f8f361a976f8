import { AfterSalesAdminText as T, AfterSalesStatusText, AfterSalesTypeText, type AdminAfterSalesQuery } from '@emall/contract';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterActions } from '../../../ui/filter-actions.tsx';

export type QueueFilter = Pick<AdminAfterSalesQuery, 'status' | 'type' | 'keyword' | 'appliedFrom' | 'appliedTo' | 'overdue'>;

interface Values {
  status?: number;
  type?: number;
  keyword?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  overdue?: boolean;
}

const statusOptions = Object.entries(AfterSalesStatusText).map(([value, label]) => ({ value: Number(value), label }));
const typeOptions = Object.entries(AfterSalesTypeText).map(([value, label]) => ({ value: Number(value), label }));

/** The queue's search: state, type, the day applied, order / case number or phone, only the overdue. */
export function QueueFilters({ onSearch }: { onSearch: (filter: QueueFilter) => void }) {
  const [form] = Form.useForm<Values>();
  const apply = (values: Values) =>
    onSearch({
      status: values.status as QueueFilter['status'],
      type: values.type as QueueFilter['type'],
      keyword: values.keyword?.trim() || undefined,
      appliedFrom: values.range?.[0]?.format('YYYY-MM-DD'),
      appliedTo: values.range?.[1]?.format('YYYY-MM-DD'),
      overdue: values.overdue || undefined,
    });
  return (
    <Form<Values> form={form} layout="inline" onFinish={apply} style={{ rowGap: 12 }}>
      <Form.Item name="keyword">
        <Input placeholder={T.keyword} aria-label={T.keyword} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="status" label={T.status}>
        <Select placeholder={T.allStatuses} allowClear options={statusOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="type" label={T.type}>
        <Select placeholder={T.allTypes} allowClear options={typeOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="range" label={T.appliedRange}>
        <DatePicker.RangePicker format="YYYY-MM-DD" style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="overdue" valuePropName="checked">
        <Checkbox>{T.overdueOnly}</Checkbox>
      </Form.Item>
      <FilterActions form={form} onReset={() => apply({})} />
    </Form>
  );
}
