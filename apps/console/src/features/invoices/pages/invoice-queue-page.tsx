import { ADMIN_PAGE_SIZE, InvoiceAdminText as T, InvoiceDirection, InvoiceTitleType, type AdminInvoiceQuery, type AdminInvoiceRow } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Card, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { invoicePathOf } from '../api/invoice-paths.ts';
import { useInvoiceQueue } from '../api/list-invoices.ts';
import { InvoiceFilters } from '../components/invoice-filters.tsx';
import { DirectionTag, InvoiceStanding } from '../components/invoice-state.tsx';
import { MonthExport } from '../components/month-export.tsx';

const small = { fontSize: 12 } as const;

const columns: TableProps<AdminInvoiceRow>['columns'] = [
  {
    title: T.title,
    dataIndex: 'title',
    render: (title: string, row) => (
      <Space orientation="vertical" size={4}>
        <Link to={invoicePathOf(row.id)}>{title}</Link>
        <Space size={4} wrap>
          <Tag color={row.titleType === InvoiceTitleType.company ? 'geekblue' : 'purple'} style={{ marginInlineEnd: 0 }}>
            {row.titleTypeText}
          </Tag>
          <Typography.Text type="secondary" style={small}>
            {row.kindText}
          </Typography.Text>
          {row.direction === InvoiceDirection.red && <DirectionTag direction={row.direction} />}
        </Space>
      </Space>
    ),
  },
  {
    title: T.taxNo,
    dataIndex: 'taxNo',
    width: 190,
    render: (taxNo: string) => (taxNo ? <Typography.Text style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>{taxNo}</Typography.Text> : '—'),
  },
  {
    title: T.orderAndInvoiceNo,
    dataIndex: 'orderNo',
    width: 215,
    render: (orderNo: string, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{orderNo}</Typography.Text>
        <Typography.Text type="secondary" style={small}>
          {row.invoiceNo ?? T.notNumbered}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: T.amount,
    dataIndex: 'totalFen',
    width: 120,
    align: 'right',
    render: (fen: number, row) => (
      <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
        <Typography.Text strong>{formatPrice(fen)}</Typography.Text>
        <Typography.Text type="secondary" style={small}>
          {T.taxAmount} {formatPrice(row.taxFen)}
        </Typography.Text>
      </Space>
    ),
  },
  { title: T.state, dataIndex: 'state', width: 120, render: (state: string, row) => <InvoiceStanding state={state} redFlushDue={row.redFlushDue} /> },
  { title: T.appliedAt, dataIndex: 'appliedAt', width: 170, render: (at: string) => formatTime(at) },
  {
    title: T.open,
    key: 'open',
    width: 64,
    render: (_, row) => (
      <Link to={invoicePathOf(row.id)} aria-label={`${T.open} ${row.orderNo}`}>
        {T.open}
      </Link>
    ),
  },
];

/** 发票管理: every application and invoice, newest first, filtered; a month exported as CSV. */
export function InvoiceQueuePage() {
  const [query, setQuery] = useState<AdminInvoiceQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const list = useInvoiceQueue(query);
  return (
    <>
      <Card>
        <InvoiceFilters onSearch={(filter) => setQuery({ ...filter, pageNo: 1, pageSize: query.pageSize })} />
      </Card>
      <Card title={T.list} extra={<MonthExport />}>
        <PagedTable<AdminInvoiceRow>
          list={list}
          onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
          rowKey="id"
          columns={columns}
        />
      </Card>
    </>
  );
}
