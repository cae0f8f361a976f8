import { ADMIN_PAGE_SIZE, AfterSalesAdminText as T, AfterSalesQueueSort, AfterSalesType, UiText, type AdminAfterSalesQuery, type AdminAfterSalesRow } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Card, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { useAfterSalesQueue } from '../api/list-cases.ts';
import { CaseStatus } from '../components/case-status.tsx';
import { QueueFilters } from '../components/queue-filters.tsx';
import { SlaTimer } from '../components/sla-timer.tsx';
import { casePathOf } from '../api/case-path.ts';
import { useNow } from '../../../lib/use-now.ts';


/** 售后工单: every case, filtered, with the time left before the clock acts; sortable by that deadline. */
export function AfterSalesQueuePage() {
  const [query, setQuery] = useState<AdminAfterSalesQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const list = useAfterSalesQueue(query);
  const nowMs = useNow();
  const byDeadline = query.sort === AfterSalesQueueSort.deadline;

  const columns: TableProps<AdminAfterSalesRow>['columns'] = [
    {
      title: T.caseNo,
      dataIndex: 'caseNo',
      width: 250,
      render: (caseNo: string, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={casePathOf(row.id)}>{caseNo}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.orderNo} {row.orderNo}
          </Typography.Text>
        </Space>
      ),
    },
    { title: T.phone, dataIndex: 'phone', width: 130 },
    {
      title: T.typeAndReason,
      dataIndex: 'typeText',
      render: (text: string, row) => (
        <Space orientation="vertical" size={2}>
          <Tag color={row.type === AfterSalesType.returnRefund ? 'purple' : 'blue'}>{text}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.reasonText}
          </Typography.Text>
        </Space>
      ),
    },
    { title: T.status, dataIndex: 'status', width: 110, render: (status: number, row) => <CaseStatus status={status} refundFailed={row.refundFailed} /> },
    {
      title: T.refundCash,
      dataIndex: 'cashFen',
      width: 130,
      align: 'right',
      render: (cashFen: number, row) => (
        <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text strong>{formatPrice(cashFen)}</Typography.Text>
          {row.eValue > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              +{row.eValue} {UiText.eValue}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: T.appliedAt, dataIndex: 'createdAt', width: 170, render: (at: string) => formatTime(at) },
    {
      title: T.sla,
      key: 'sla',
      width: 160,
      sorter: true,
      sortOrder: byDeadline ? 'ascend' : null,
      sortDirections: ['ascend'],
      render: (_, row) => <SlaTimer deadline={row.deadline} status={row.status} nowMs={nowMs} />,
    },
    {
      title: T.open,
      key: 'open',
      width: 72,
      render: (_, row) => <Link to={casePathOf(row.id)} aria-label={`${T.open} ${row.caseNo}`}>{T.open}</Link>,
    },
  ];

  return (
    <>
      <Card>
        <QueueFilters onSearch={(filter) => setQuery({ ...filter, sort: query.sort, pageNo: 1, pageSize: query.pageSize })} />
      </Card>
      <Card>
        <PagedTable<AdminAfterSalesRow>
          list={list}
          onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
          rowKey="id"
          columns={columns}
          onChange={(_, __, sorter) => {
            const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
            const sort = order ? AfterSalesQueueSort.deadline : undefined;
            if (sort !== query.sort) setQuery({ ...query, sort, pageNo: 1 });
          }}
        />
      </Card>
    </>
  );
}
