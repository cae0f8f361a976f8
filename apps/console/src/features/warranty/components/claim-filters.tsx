import { WarrantyAdminText as T, WarrantyClaimStatusText, type AdminWarrantyClaimsQuery } from '@emall/contract';
import { Checkbox, Form, Input, Select } from 'antd';
import { FilterActions } from '../../../ui/filter-actions.tsx';

export type ClaimFilter = Pick<AdminWarrantyClaimsQuery, 'status' | 'keyword' | 'overdue'>;

interface Values {
  status?: number;
  keyword?: string;
  overdue?: boolean;
}

const statusOptions = Object.entries(WarrantyClaimStatusText).map(([value, label]) => ({ value: Number(value), label }));

/** The queue's search: state, a claim number, phone, serial number or VIN, only the overdue. */
export function ClaimFilters({ onSearch }: { onSearch: (filter: ClaimFilter) => void }) {
  const [form] = Form.useForm<Values>();
  const apply = (values: Values) =>
    onSearch({
      status: values.status as ClaimFilter['status'],
      keyword: values.keyword?.trim() || undefined,
      overdue: values.overdue || undefined,
    });
  return (
    <Form<Values> form={form} layout="inline" onFinish={apply} style={{ rowGap: 12 }}>
      <Form.Item name="keyword">
        <Input placeholder={T.claimKeyword} aria-label={T.claimKeyword} style={{ width: 300 }} allowClear />
      </Form.Item>
      <Form.Item name="status" label={T.status}>
        <Select placeholder={T.allStatuses} allowClear options={statusOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="overdue" valuePropName="checked">
        <Checkbox>{T.overdueOnly}</Checkbox>
      </Form.Item>
      <FilterActions form={form} onReset={() => apply({})} />
    </Form>
  );
}
