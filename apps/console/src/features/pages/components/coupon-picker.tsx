import { CloseOutlined } from '@ant-design/icons';
import { PageAdminText } from '@emall/contract';
import { Button, InputNumber, List, Typography } from 'antd';
import { useState } from 'react';
import { usePickedCoupons } from '../api/pick-coupons.ts';

/** A module's rights pools in order, added by pool id (the pool's name shows once the server knows it). */
export function CouponPicker({ value, onChange }: { value: readonly number[]; onChange: (ids: number[]) => void }) {
  const [id, setId] = useState<number | null>(null);
  const picked = usePickedCoupons(value);
  const byId = new Map((picked.data ?? []).map((c) => [c.id, c]));
  return (
    <>
      <InputNumber
        min={1}
        precision={0}
        value={id}
        onChange={(v) => setId(typeof v === 'number' ? v : null)}
        placeholder={PageAdminText.pickCoupon}
        aria-label={PageAdminText.pickCoupon}
        style={{ width: '100%' }}
        onPressEnter={() => {
          if (id !== null && !value.includes(id)) onChange([...value, id]);
          setId(null);
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
