import { ClockCircleOutlined } from '@ant-design/icons';
import { AfterSalesAdminText as T, AfterSalesStatus } from '@emall/contract';
import { Space, Typography } from 'antd';
import { slaLeft } from '../../../lib/sla.ts';

/** Time left before the clock acts on a case (auto-approve, or close an unsent return); red when close or past. */
export function SlaTimer({ deadline, status, nowMs }: { deadline: string | null; status: number; nowMs: number }) {
  const sla = slaLeft(deadline, nowMs);
  if (sla.level === 'none') return <Typography.Text type="secondary">{sla.text}</Typography.Text>;
  const what = status === AfterSalesStatus.applied ? T.slaDecision : T.slaReturn;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type={sla.level === 'normal' ? undefined : 'danger'} strong={sla.level !== 'normal'}>
        <ClockCircleOutlined /> {sla.text}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {what}
      </Typography.Text>
    </Space>
  );
}
