import {
  ADMIN_PAGE_SIZE,
  AdminOrderStatusGroup,
  AdminOrderStatusGroupText,
  AdminPayWay,
  AdminPayWayText,
  AdminText,
  OrderAdminText,
  OrderKind,
  OrderKindText,
  OrderText,
  UiText,
  fillText,
  type AdminOrderQuery,
  type AdminOrderRow,
} from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { DatePicker, Space, Tag, Typography, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { useOrderList } from '../api/orders-api.ts';
import { orderDetailPath } from '../api/order-paths.ts';
import { statusColor } from '../components/status-color.ts';


const options = <K extends string>(values: Record<string, K>, text: Record<K, string>) => Object.values(values).map((value) => ({ value, label: text[value] }));

/** 订单管理: every shopper's orders; search by number, phone or goods, filter by status, kind, pay way and date, paged. */
export function OrdersPage() {
  const [query, setQuery] = useState<AdminOrderQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const list = useOrderList(query);
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setQuery({
      ...query,
      pageNo: 1,
      createdFrom: range?.[0]?.startOf('day').toISOString(),
      createdTo: range?.[1]?.endOf('day').toISOString(),
    });

  const columns: TableProps<AdminOrderRow>['columns'] = [
    {
      title: OrderAdminText.orderNo,
      key: 'orderNo',
      width: 220,
      render: (_, o) => (
        <Space orientation="vertical" size={2}>
          <Link to={orderDetailPath(o.id)}>
            <Typography.Text strong>{o.orderNo}</Typography.Text>
          </Link>
          <Tag>{o.kindText}</Tag>
        </Space>
      ),
    },
    {
      title: OrderAdminText.goods,
      key: 'goods',
      render: (_, o) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {o.goodsName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {fillText(OrderText.totalNum, { n: o.totalNum })}
          </Typography.Text>
        </Space>
      ),
    },
    { title: OrderAdminText.buyer, dataIndex: 'buyerPhone', width: 120 },
    {
      title: OrderAdminText.payAmount,
      key: 'pay',
      width: 120,
      align: 'right',
      render: (_, o) => (
        <Space orientation="vertical" size={0} align="end">
          <Typography.Text strong>{formatPrice(o.payAmount)}</Typography.Text>
          {o.integral > 0 && <Typography.Text type="secondary" style={{ fontSize: 12 }}>+{o.integral} {UiText.eValue}</Typography.Text>}
        </Space>
      ),
    },
    { title: OrderAdminText.payWay, dataIndex: 'payWayText', width: 96, render: (text: string) => text || '—' },
    { title: OrderAdminText.status, key: 'status', width: 90, render: (_, o) => <Tag color={statusColor(o)}>{o.statusText}</Tag> },
    { title: OrderAdminText.createdAt, dataIndex: 'createdAt', width: 170, render: (at: string) => formatTime(at) },
    {
      title: AdminText.actions,
      key: 'actions',
      width: 64,
      fixed: 'right',
      render: (_, o) => <Link to={orderDetailPath(o.id)}>{OrderAdminText.view}</Link>,
    },
  ];

  return (
    <ListCard<AdminOrderRow, AdminOrderQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: OrderAdminText.searchPlaceholder, width: 260 }}
      filters={[
        { field: 'status', label: OrderAdminText.status, placeholder: OrderAdminText.allStatuses, options: options(AdminOrderStatusGroup, AdminOrderStatusGroupText), width: 130 },
        { field: 'kind', label: OrderAdminText.kind, placeholder: OrderAdminText.allKinds, options: options(OrderKind, OrderKindText), width: 130 },
        { field: 'payWay', label: OrderAdminText.payWay, placeholder: OrderAdminText.allPayWays, options: options(AdminPayWay, AdminPayWayText), width: 130 },
      ]}
      toolbar={<DatePicker.RangePicker aria-label={OrderAdminText.createdRange} onChange={(range) => onRange(range)} style={{ width: 250 }} />}
      list={list}
      rowKey="id"
      columns={columns}
      scrollX={1080}
    />
  );
}
