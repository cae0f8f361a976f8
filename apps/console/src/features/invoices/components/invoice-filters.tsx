import { InvoiceAdminText as T, InvoiceStateText, InvoiceTitleTypeText, type AdminInvoiceQuery } from '@emall/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterActions } from '../../../ui/filter-actions.tsx';

type InvoiceFilter = Pick<AdminInvoiceQuery, 'state' | 'titleType' | 'keyword' | 'appliedFrom' | 'appliedTo'>;

interface Values {
  state?: InvoiceFilter['state'];
  titleType?: InvoiceFilter['titleType'];
  keyword?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const stateOptions = Object.entries(InvoiceStateText).map(([value, label]) => ({ value, label }));
const titleTypeOptions = Object.entries(InvoiceTitleTypeText).map(([value, label]) => ({ value, label }));

/**
 * The queue's search: order number, invoice number or title; state; title type; the days applied
 * (local days, sent as instants: from the first day's start to the day after the last).
 */
export function InvoiceFilters({ onSearch }: { onSearch: (filter: InvoiceFilter) => void }) {
  const [form] = Form.useForm<Values>();
  const apply = (values: Values) =>
    onSearch({
      state: values.state,
      titleType: values.titleType,
      keyword: values.keyword?.trim() || undefined,
      appliedFrom: values.range?.[0]?.startOf('day').toISOString(),
      appliedTo: values.range?.[1]?.startOf('day').add(1, 'day').toISOString(),
    });
  return (
    <Form<Values> form={form} layout="inline" onFinish={apply} style={{ rowGap: 12 }}>
      <Form.Item name="keyword">
        <Input placeholder={T.keyword} aria-label={T.keyword} allowClear style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="state" label={T.state}>
        <Select placeholder={T.allStates} allowClear options={stateOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="titleType" label={T.titleType}>
        <Select placeholder={T.allTitleTypes} allowClear options={titleTypeOptions} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="range" label={T.appliedRange}>
        <DatePicker.RangePicker format="YYYY-MM-DD" style={{ width: 250 }} />
      </Form.Item>
      <FilterActions form={form} onReset={() => apply({})} />
    </Form>
  );
}
