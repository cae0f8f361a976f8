import { ClockCircleOutlined } from '@ant-design/icons';
import { WarrantyAdminText as T, WarrantyClaimStatus } from '@emall/contract';
import { Space, Typography } from 'antd';
import { slaLeft } from '../../../lib/sla.ts';

/** The time left to accept a submitted claim or schedule an accepted one; red when close or past. */
export function ClaimSla({ deadline, status, nowMs }: { deadline: string | null; status: number; nowMs: number }) {
  const sla = slaLeft(deadline, nowMs);
  if (sla.level === 'none') return <Typography.Text type="secondary">{sla.text}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type={sla.level === 'normal' ? undefined : 'danger'} strong={sla.level !== 'normal'}>
        <ClockCircleOutlined /> {sla.text}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {status === WarrantyClaimStatus.submitted ? T.slaAccept : T.slaSchedule}
      </Typography.Text>
    </Space>
  );
}
