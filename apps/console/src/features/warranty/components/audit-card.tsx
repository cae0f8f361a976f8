import { AuditActionName, WarrantyAdminText as T, WarrantyClaimStatusText, type AuditEntry, type WarrantyClaimStatus } from '@emall/contract';
import { Card, Empty, Timeline, Typography } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';

/** The audit row's keys in the console's words; a key not named here is shown as it is. */
const keyName: Record<string, string> = {
  status: T.status,
  note: T.note,
  reason: T.reason,
  serialNo: T.serialNo,
  vin: T.vin,
  appointmentAt: T.appointmentAt,
  appointmentStore: T.store,
  repairParts: T.parts,
  repairNote: T.repairNote,
  repairPhotos: T.repairPhotos,
  rejectReason: T.rejectReason,
};

/** Kept in the row for the record, already shown as the row's own time. */
const hidden = new Set(['acceptedAt', 'completedAt']);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'status' && typeof value === 'number') return WarrantyClaimStatusText[value as WarrantyClaimStatus] ?? String(value);
  if (key === 'repairPhotos' && Array.isArray(value)) return String(value.length);
  if (typeof value === 'object' && !Array.isArray(value) && 'storeName' in value) return String(value.storeName);
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value).slice(0, 16);
  if (Array.isArray(value)) return value.map(String).join('、') || '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** 操作记录: every operator's write on the claim or card, who and when, and what each changed. */
export function AuditCard({ audit, size }: { audit: readonly AuditEntry[]; size?: 'small' }) {
  return (
    <Card title={T.audit} size={size}>
      {audit.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noAudit} />
      ) : (
        <Timeline
          items={audit.map((a) => ({
            content: (
              <>
                <Typography.Text strong>{AuditActionName[a.action] ?? a.action}</Typography.Text>
                <Typography.Text type="secondary">
                  {' · '}
                  {a.username} · {formatTime(a.at)}
                </Typography.Text>
                {a.diff
                  .filter((d) => !hidden.has(d.key))
                  .map((d) => (
                    <div key={d.key} style={{ fontSize: 12 }}>
                      <Typography.Text type="secondary">{keyName[d.key] ?? d.key}: </Typography.Text>
                      {d.from === null || d.from === undefined ? shown(d.key, d.to) : `${shown(d.key, d.from)} → ${shown(d.key, d.to)}`}
                    </div>
                  ))}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
