import { MarketingText, POOL_GOODS_MAX, type AdminGoodsOption } from '@emall/contract';
import { Avatar, Select, Space, Tag, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useGoodsOptions } from '../../crowdfund/api/search-goods-options.ts';

function optionOf(g: AdminGoodsOption) {
  return {
    value: g.id,
    label: (
      <Space size={6}>
        <Avatar shape="square" size={20} src={g.picture ? `${g.picture}?w=60` : undefined} />
        <span>{g.name}</span>
        <Typography.Text type="secondary">#{g.id}</Typography.Text>
        {!g.onShelf && <Tag>{MarketingText.goodsOffShelf}</Tag>}
      </Space>
    ),
  };
}

/**
 * The goods a coupon is limited to: search by name or id, pick several. `known` names the goods
 * already chosen (the pool's own), so they show by name before any search.
 */
export function GoodsLimitSelect({
  value = [],
  onChange,
  known,
  disabled,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  known: readonly AdminGoodsOption[];
  disabled?: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const found = useGoodsOptions(useDeferredValue(keyword));
  const [seen, setSeen] = useState<readonly AdminGoodsOption[]>(known);
  const byId = new Map([...seen, ...(found.data ?? [])].map((g) => [g.id, g]));
  const chosen = value.flatMap((id) => {
    const g = byId.get(id);
    return g ? [g] : [];
  });
  const options = [...chosen, ...(found.data ?? []).filter((g) => !value.includes(g.id))].map(optionOf);
  return (
    <Select
      mode="multiple"
      aria-label={MarketingText.limitGoods}
      placeholder={MarketingText.goodsPick}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      maxCount={POOL_GOODS_MAX}
      value={value}
      disabled={disabled}
      loading={found.isFetching}
      options={options}
      onChange={(ids: string[]) => {
        setSeen([...byId.values()].filter((g) => ids.includes(g.id)));
        setKeyword('');
        onChange?.(ids);
      }}
    />
  );
}
