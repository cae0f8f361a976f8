import { ADMIN_PAGE_SIZE, AdminText, AuditActionName, AuditTargetName, type AuditEntry, type AuditListQuery } from '@emall/contract';
import { Card, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time.ts';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { useAuditLog } from '../api/list-audit-log.ts';
import { AuditDiff } from '../components/audit-diff.tsx';
import { AuditFilters } from '../components/audit-filters.tsx';

/** Changed keys named in the row itself; the rest are in the opened row. */
const KEYS_SHOWN = 4;

const columns: TableProps<AuditEntry>['columns'] = [
  { title: AdminText.auditAt, dataIndex: 'at', width: 180, render: (at: string) => formatTime(at) },
  { title: AdminText.auditOperator, dataIndex: 'username', width: 140, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
  {
    title: AdminText.auditAction,
    dataIndex: 'action',
    width: 150,
    render: (action: string) => <Tag color="geekblue">{AuditActionName[action] ?? action}</Tag>,
  },
  {
    title: AdminText.auditTarget,
    key: 'target',
    width: 170,
    render: (_, entry) =>
      entry.targetType ? (
        <span>
          {AuditTargetName[entry.targetType] ?? entry.targetType}
          {entry.targetId && <Typography.Text type="secondary"> #{entry.targetId}</Typography.Text>}
        </span>
      ) : null,
  },
  {
    title: AdminText.auditDiff,
    key: 'diff',
    render: (_, entry) =>
      entry.diff.length === 0 ? (
        <Typography.Text type="secondary">{AdminText.auditNoChange}</Typography.Text>
      ) : (
        <Space size={[4, 4]} wrap>
          {entry.diff.slice(0, KEYS_SHOWN).map((change) => (
            <Tag key={change.key}>{change.key}</Tag>
          ))}
          {entry.diff.length > KEYS_SHOWN && <Typography.Text type="secondary">+{entry.diff.length - KEYS_SHOWN}</Typography.Text>}
        </Space>
      ),
  },
  { title: AdminText.auditIp, dataIndex: 'ip', width: 140 },
];

/** 操作日志: every admin write and sign-in, searchable; a row opens to its before and after. */
export function AuditPage() {
  const [query, setQuery] = useState<AuditListQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const log = useAuditLog(query);
  return (
    <>
      <Card>
        <AuditFilters onSearch={(filter) => setQuery({ ...filter, pageNo: 1, pageSize: query.pageSize })} />
      </Card>
      <Card>
        <PagedTable<AuditEntry>
          list={log}
          onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
          rowKey="id"
          columns={columns}
          expandable={{ expandedRowRender: (entry) => <AuditDiff entry={entry} /> }}
        />
      </Card>
    </>
  );
}
