import { AdminText, type AuditEntry } from '@emall/contract';
import { Descriptions, Table, Typography } from 'antd';
import styles from './audit-diff.module.css';

interface Row {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every field of before and after, the changed ones (the server's diff) first and marked. */
function rowsOf(entry: AuditEntry): Row[] {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const changed = new Set(entry.diff.map((change) => change.key));
  const keys = [...new Set([...entry.diff.map((change) => change.key), ...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => ({ key, before: before[key], after: after[key], changed: changed.has(key) }));
}

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">{AdminText.auditEmptyValue}</Typography.Text>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return <span className={styles.value}>{text}</span>;
}

/** An audit row opened: from where, then before and after side by side with the changed keys highlighted. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const rows = rowsOf(entry);
  return (
    <div className={styles.root}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'ip', label: AdminText.auditIp, children: entry.ip },
          { key: 'ua', label: AdminText.auditUserAgent, children: <span className={styles.value}>{entry.userAgent}</span> },
        ]}
      />
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{AdminText.auditNoChange}</Typography.Text>
      ) : (
        <Table<Row>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          rowClassName={(row) => (row.changed ? (styles.changed ?? '') : '')}
          columns={[
            {
              title: AdminText.auditField,
              dataIndex: 'key',
              width: 200,
              render: (key: string, row) => (row.changed ? <Typography.Text strong>{key}</Typography.Text> : key),
            },
            {
              title: AdminText.auditBefore,
              dataIndex: 'before',
              render: (value: unknown, row) => (
                <span className={row.changed && value != null ? styles.removed : undefined}>
                  <Value value={value} />
                </span>
              ),
            },
            {
              title: AdminText.auditAfter,
              dataIndex: 'after',
              render: (value: unknown, row) => (
                <span className={row.changed && value != null ? styles.added : undefined}>
                  <Value value={value} />
                </span>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
