import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
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
import { Button, Card, Image, Input, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { pagination } from '../../../ui/pagination.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useGoodsList } from '../api/list-goods.ts';
import { ShelfSwitch } from '../components/shelf-switch.tsx';
import { PriceText } from '../components/price-text.tsx';
import { EDITOR_PATH, editorPathOf } from '../goods-paths.ts';

const PAGE_SIZE = 20;
const kindOptions = Object.keys(EditableGoodsKind).map((biz) => ({ value: Number(biz), label: BizTypeName[Number(biz)] }));

/** 商品列表: search, filters, paging; the shelf switch asks before it changes the shop. */
export function GoodsListPage() {
  const me = useMe().data;
  const writable = me !== undefined && can(me, Permission.goodsWrite);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<AdminGoodsQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
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
    <Card
      title={
        <Space wrap>
          <Input.Search
            aria-label={GoodsText.keyword}
            placeholder={GoodsText.keyword}
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => setQuery({ ...query, keyword: value.trim() || undefined, pageNo: 1 })}
            style={{ width: 280 }}
          />
          <Select
            aria-label={GoodsText.type}
            placeholder={GoodsText.allTypes}
            allowClear
            style={{ width: 140 }}
            value={query.bizType}
            options={kindOptions}
            onChange={(bizType?: number) => setQuery({ ...query, bizType, pageNo: 1 })}
          />
          <Select
            aria-label={GoodsText.saleStatus}
            placeholder={GoodsText.allStatuses}
            allowClear
            style={{ width: 150 }}
            value={query.status}
            options={[
              { value: GoodsStatus.Sale, label: GoodsText.inSale },
              { value: GoodsStatus.SaleOut, label: GoodsText.soldOut },
            ]}
            onChange={(status?: number) => setQuery({ ...query, status, pageNo: 1 })}
          />
          <Select
            aria-label={GoodsText.shelf}
            placeholder={GoodsText.allShelves}
            allowClear
            style={{ width: 140 }}
            value={query.onShelf}
            options={[
              { value: true, label: GoodsText.onShelf },
              { value: false, label: GoodsText.offShelf },
            ]}
            onChange={(onShelf?: boolean) => setQuery({ ...query, onShelf, pageNo: 1 })}
          />
        </Space>
      }
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={AdminText.refresh} />
          {writable && (
            <Link to={EDITOR_PATH}>
              <Button type="primary" icon={<PlusOutlined />}>
                {GoodsText.createGoods}
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminGoodsRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.result}
          loading={list.isFetching}
          scroll={{ x: 1080 }}
          pagination={pagination(list.data, (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }))}
        />
      )}
    </Card>
  );
}
