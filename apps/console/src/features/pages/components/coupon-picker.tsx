import { CloseOutlined } from '@ant-design/icons';
import { PageAdminText } from '@emall/contract';
import { Button, List, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useCouponSearch, usePickedCoupons } from '../api/pick-coupons.ts';

/** A module's rights pools in order: search pools by name to add one, remove them. */
export function CouponPicker({ value, onChange }: { value: readonly number[]; onChange: (ids: number[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const search = useCouponSearch(useDeferredValue(keyword));
  const picked = usePickedCoupons(value);
  const byId = new Map((picked.data ?? []).map((c) => [c.id, c]));
  const options = (search.data ?? []).filter((c) => !value.includes(c.id)).map((c) => ({ value: c.id, label: `${c.cardName}  ${c.poolName}  #${c.id}` }));
  return (
    <>
      <Select
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        value={null}
        placeholder={PageAdminText.pickCoupon}
        aria-label={PageAdminText.pickCoupon}
        options={options}
        loading={search.isFetching}
        style={{ width: '100%' }}
        onChange={(id: number) => {
          onChange([...value, id]);
          setKeyword('');
        }}
      />
      <List
        size="small"
        dataSource={value.map((poolId, index) => ({ poolId, index }))}
        renderItem={({ poolId, index }) => {
          const pool = byId.get(poolId);
          return (
            <List.Item
              actions={[
                <Button key="remove" size="small" type="text" danger aria-label={PageAdminText.remove} icon={<CloseOutlined />} onClick={() => onChange(value.filter((_, i) => i !== index))} />,
              ]}
            >
              <List.Item.Meta
                title={pool ? pool.cardName : <Typography.Text type="secondary">{PageAdminText.couponGone}</Typography.Text>}
                description={pool ? `#${poolId}  ${pool.poolName}  ${pool.validTimeStr}` : `#${poolId}`}
              />
            </List.Item>
          );
        }}
      />
    </>
  );
}
