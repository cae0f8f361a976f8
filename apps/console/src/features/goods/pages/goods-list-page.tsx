import {
  ADMIN_PAGE_SIZE,
  AdminText,
  BizTypeName,
  EditableGoodsKind,
  GoodsStatus,
  GoodsText,
  Permission,
  VirtualTypeName,
  type AdminGoodsQuery,
  type AdminGoodsRow,
} from '@emall/contract';
import { Button, Image, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useGoodsList } from '../api/list-goods.ts';
import { ShelfSwitch } from '../components/shelf-switch.tsx';
import { PriceText } from '../components/price-text.tsx';
import { EDITOR_PATH, editorPathOf } from '../goods-paths.ts';

const kindOptions = Object.keys(EditableGoodsKind).map((biz) => ({ value: Number(biz), label: BizTypeName[Number(biz)] }));

/** 商品列表: search, filters, paging; the shelf switch asks before it changes the shop. */
export function GoodsListPage() {
  const me = useMe().data;
  const writable = me !== undefined && can(me, Permission.goodsWrite);
  const navigate = useNavigate();
  const [query, setQuery] = useState<AdminGoodsQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const list = useGoodsList(query);

  const columns: TableProps<AdminGoodsRow>['columns'] = [
    {
      title: GoodsText.goods,
      key: 'goods',
      render: (_, g) => (
        <Space align="start">
          <Image src={g.pictureUrl ? `${g.pictureUrl}?w=180` : undefined} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 6 }} alt={g.name} preview={false} />
          <Space orientation="vertical" size={2}>
            <Link to={editorPathOf(g.id)}>
              <Typography.Text strong>{g.name}</Typography.Text>
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              ID {g.id} · {g.saleName}
            </Typography.Text>
            <Space size={4} wrap>
              {g.tags.map((t) => (
                <Tag key={t.name} color="blue" variant="outlined">
                  {t.name}
                </Tag>
              ))}
            </Space>
          </Space>
        </Space>
      ),
    },
    {
      title: GoodsText.type,
      key: 'type',
      width: 120,
      render: (_, g) => (
        <Space size={4} wrap>
          <Tag>{BizTypeName[g.bizType] ?? g.category}</Tag>
          {g.virtualType !== null && <Tag color="purple">{VirtualTypeName[g.virtualType]}</Tag>}
        </Space>
      ),
    },
    { title: GoodsText.price, key: 'price', width: 140, render: (_, g) => <PriceText price={g.price} eValue={g.eValue} deductType={g.deductType} /> },
    { title: GoodsText.stock, dataIndex: 'stock', width: 80, align: 'right' },
    { title: GoodsText.skuCount, dataIndex: 'skuCount', width: 76, align: 'right' },
    {
      title: GoodsText.saleStatus,
      dataIndex: 'status',
      width: 96,
      render: (status: number) =>
        status === GoodsStatus.Sale ? <Tag color="success">{GoodsText.inSale}</Tag> : <Tag color="error">{GoodsText.soldOut}</Tag>,
    },
    {
      title: GoodsText.shelf,
      key: 'shelf',
      width: 110,
      render: (_, g) => <ShelfSwitch id={g.id} onShelf={g.onShelf} disabled={!writable} />,
    },
    { title: GoodsText.updatedAt, dataIndex: 'updatedAt', width: 160, render: (at: string) => formatTime(at) },
    {
      title: AdminText.actions,
      key: 'actions',
      width: 72,
      fixed: 'right',
      render: (_, g) => (
        <Link to={editorPathOf(g.id)}>
          <Button type="link" size="small">
            {GoodsText.edit}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <ListCard<AdminGoodsRow, AdminGoodsQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: GoodsText.keyword }}
      filters={[
        { field: 'bizType', label: GoodsText.type, placeholder: GoodsText.allTypes, options: kindOptions },
        {
          field: 'status',
          label: GoodsText.saleStatus,
          placeholder: GoodsText.allStatuses,
          width: 150,
          options: [
            { value: GoodsStatus.Sale, label: GoodsText.inSale },
            { value: GoodsStatus.SaleOut, label: GoodsText.soldOut },
          ],
        },
        {
          field: 'onShelf',
          label: GoodsText.shelf,
          placeholder: GoodsText.allShelves,
          options: [
            { value: true, label: GoodsText.onShelf },
            { value: false, label: GoodsText.offShelf },
          ],
        },
      ]}
      list={list}
      create={writable && { label: GoodsText.createGoods, onClick: () => void navigate(EDITOR_PATH) }}
      rowKey="id"
      columns={columns}
      scrollX={1080}
    />
  );
}
