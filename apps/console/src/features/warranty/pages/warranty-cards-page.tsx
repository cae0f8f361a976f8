import { ADMIN_PAGE_SIZE, fillText, WarrantyAdminText as T, WarrantyCardStatus, WarrantyCardStatusText, type AdminWarrantyCard, type AdminWarrantyCardsQuery } from '@emall/contract';
import { Button, Card, Form, Input, Select, Space, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { FilterActions } from '../../../ui/filter-actions.tsx';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { useWarrantyCards } from '../api/list-cards.ts';
import { CardDrawer } from '../components/card-drawer.tsx';
import { CardStatus } from '../components/claim-status.tsx';

const statusOptions = Object.entries(WarrantyCardStatusText).map(([value, label]) => ({ value: Number(value), label }));

interface Values {
  keyword?: string;
  status?: number;
}

/** 保修卡: find a unit's card by its number, order, serial, VIN or the owner's phone; open it to correct the serial or move it to another car. */
export function WarrantyCardsPage() {
  const [query, setQuery] = useState<AdminWarrantyCardsQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const list = useWarrantyCards(query);
  const search = (v: Values) =>
    setQuery({ keyword: v.keyword?.trim() || undefined, status: v.status as AdminWarrantyCardsQuery['status'], pageNo: 1, pageSize: query.pageSize });

  const columns: TableProps<AdminWarrantyCard>['columns'] = [
    {
      title: T.cardNo,
      dataIndex: 'cardNo',
      width: 220,
      render: (cardNo: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{cardNo}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.orderNo} {row.orderNo}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: T.goods,
      key: 'goods',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.goodsName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.skuName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: `${T.serialNo} / ${T.vin}`,
      key: 'unit',
      width: 180,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          {row.serialNo ?? <Typography.Text type="secondary">{T.noSerial}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.vin ?? T.noVin}
          </Typography.Text>
        </Space>
      ),
    },
    { title: T.owner, dataIndex: 'userPhone', width: 120 },
    {
      title: T.period,
      key: 'period',
      width: 220,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{fillText(T.periodRange, { start: row.startDate, end: row.endDate })}</Typography.Text>
          {row.status === WarrantyCardStatus.active && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {fillText(T.daysLeft, { days: row.daysLeft })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: T.status, dataIndex: 'status', width: 96, render: (status: number) => <CardStatus status={status} /> },
    {
      title: T.view,
      key: 'open',
      width: 64,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.cardId)} aria-label={`${T.view} ${row.cardNo}`}>
          {T.view}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Card>
        <Form<Values> form={form} layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="keyword">
            <Input placeholder={T.cardKeyword} aria-label={T.cardKeyword} style={{ width: 340 }} allowClear />
          </Form.Item>
          <Form.Item name="status" label={T.cardStatus}>
            <Select placeholder={T.allStatuses} allowClear options={statusOptions} style={{ width: 130 }} />
          </Form.Item>
          <FilterActions form={form} onReset={() => search({})} />
        </Form>
      </Card>
      <Card>
        <PagedTable<AdminWarrantyCard>
          list={list}
          onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
          rowKey="cardId"
          columns={columns}
        />
      </Card>
      <CardDrawer cardId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
