import { ADMIN_PAGE_SIZE, WarrantyAdminText as T, type AdminWarrantyClaimsQuery, type AdminWarrantyClaimRow } from '@emall/contract';
import { Card, Space, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { useWarrantyClaims } from '../api/list-claims.ts';
import { claimPathOf } from '../api/warranty-paths.ts';
import { ClaimFilters } from '../components/claim-filters.tsx';
import { ClaimSla } from '../components/claim-sla.tsx';
import { ClaimStatus } from '../components/claim-status.tsx';
import styles from '../components/claim-table.module.css';


/** 保修工单: every claim, filtered, the overdue first (the server's order), with the time left to accept or schedule. */
export function WarrantyQueuePage() {
  const [query, setQuery] = useState<AdminWarrantyClaimsQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const list = useWarrantyClaims(query);
  const nowMs = useNow();

  const columns: TableProps<AdminWarrantyClaimRow>['columns'] = [
    {
      title: T.claimNo,
      dataIndex: 'claimNo',
      width: 220,
      render: (claimNo: string, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={claimPathOf(row.claimId)}>{claimNo}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.faultTypeText} · {formatTime(row.createdAt).slice(5, 16)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: T.goods,
      key: 'goods',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>
            {row.goodsName} · {row.skuName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.serialNo} {row.serialNo ?? T.noSerial}
          </Typography.Text>
          {row.vin && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {T.vin} {row.vin}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: T.phone, dataIndex: 'userPhone', width: 120 },
    {
      title: T.appointment,
      key: 'appointment',
      width: 190,
      render: (_, row) =>
        row.appointmentAt ? (
          <Typography.Text>{formatTime(row.appointmentAt).slice(0, 16)}</Typography.Text>
        ) : (
          <Space orientation="vertical" size={0}>
            <Typography.Text type="secondary">
              {T.preferred} {row.preferredDate}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.timeSlotText} · {row.preferredStoreName}
            </Typography.Text>
          </Space>
        ),
    },
    { title: T.status, dataIndex: 'status', width: 96, render: (status: number) => <ClaimStatus status={status} /> },
    { title: T.sla, key: 'sla', width: 130, render: (_, row) => <ClaimSla deadline={row.deadline} status={row.status} nowMs={nowMs} /> },
    {
      title: T.open,
      key: 'open',
      width: 64,
      render: (_, row) => (
        <Link to={claimPathOf(row.claimId)} aria-label={`${T.open} ${row.claimNo}`}>
          {T.open}
        </Link>
      ),
    },
  ];

  return (
    <>
      <Card>
        <ClaimFilters onSearch={(filter) => setQuery({ ...filter, pageNo: 1, pageSize: query.pageSize })} />
      </Card>
      <Card>
        <PagedTable<AdminWarrantyClaimRow>
          list={list}
          onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
          rowKey="claimId"
          columns={columns}
          rowClassName={(row) => (row.overdue ? styles.overdue! : '')}
        />
      </Card>
    </>
  );
}
