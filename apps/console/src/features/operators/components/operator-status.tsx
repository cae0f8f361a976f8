import { AdminText, type OperatorView } from '@emall/contract';
import { Badge, Space, Tag, Tooltip } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';

/** 正常 / 已停用 / 已锁定, and 待改密 while the operator still has to change an initial password. */
export function OperatorStatus({ operator }: { operator: OperatorView }) {
  // The server sends lockedUntil only while the lock holds.
  const locked = operator.lockedUntil !== null;
  return (
    <Space size={4}>
      {operator.disabled ? (
        <Badge status="default" text={AdminText.disabled} />
      ) : locked ? (
        <Tooltip title={formatTime(operator.lockedUntil)}>
          <Badge status="warning" text={AdminText.locked} />
        </Tooltip>
      ) : (
        <Badge status="success" text={AdminText.enabled} />
      )}
      {operator.mustChangePassword && <Tag color="orange">{AdminText.mustChangePasswordTag}</Tag>}
    </Space>
  );
}
