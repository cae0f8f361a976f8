import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { PageAdminText, type PickedGoodsList } from '@emall/contract';
import { Avatar, Button, List, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useGoodsSearch, usePickedGoods } from '../api/pick-goods.ts';
import { moved } from '../utils/new-module.ts';

function yuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

/** A module's goods in order: search the shop's on-shelf goods to add one, reorder or remove them. */
export function GoodsPicker({ value, onChange }: { value: readonly number[]; onChange: (ids: number[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const search = useGoodsSearch(deferred);
  const picked = usePickedGoods(value);
  const byId = new Map((picked.data ?? ([] as PickedGoodsList)).map((g) => [g.id, g]));
  const options = (search.data ?? []).filter((g) => !value.includes(g.id)).map((g) => ({ value: g.id, label: `${g.name}  ${yuan(g.price)}  #${g.id}` }));
  return (
    <>
      <Select
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        value={null}
        placeholder={PageAdminText.pickGoods}
        options={options}
        loading={search.isFetching}
        onChange={(id: number) => {
          onChange([...value, id]);
          setKeyword('');
        }}
        style={{ width: '100%' }}
        aria-label={PageAdminText.pickGoods}
        data-testid="goods-picker"
      />
      <List
        size="small"
        dataSource={value.map((id, index) => ({ id, index }))}
        renderItem={({ id, index }) => {
          const goods = byId.get(id);
          return (
            <List.Item
              actions={[
                <Button key="up" size="small" type="text" aria-label={PageAdminText.moveUp} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onChange(moved(value, index, -1))} />,
                <Button
                  key="down"
                  size="small"
                  type="text"
                  aria-label={PageAdminText.moveDown}
                  icon={<ArrowDownOutlined />}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moved(value, index, 1))}
                />,
                <Button key="remove" size="small" type="text" danger aria-label={PageAdminText.remove} icon={<CloseOutlined />} onClick={() => onChange(value.filter((_, i) => i !== index))} />,
              ]}
            >
              <List.Item.Meta
                // The name beside it says what the picture shows.
                avatar={<Avatar shape="square" src={goods?.pictureUrl} alt="" />}
                title={goods ? goods.name : <Typography.Text type="secondary">{PageAdminText.goodsGone}</Typography.Text>}
                description={goods ? `#${id}  ${yuan(goods.price)}` : `#${id}`}
              />
            </List.Item>
          );
        }}
      />
    </>
  );
}
