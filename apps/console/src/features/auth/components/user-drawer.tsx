import { UserAdminText } from '@emall/contract';
import { Alert, Card, Descriptions, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useUser } from '../api/users-api.ts';
import { UserFlags } from './user-flags.tsx';

/** 用户详情: everything 客服 may read of one shopper; nothing to edit. */
export function UserDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const user = useUser(id);
  const u = user.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={UserAdminText.detail} size={640} destroyOnHidden>
      {user.isError ? (
        <LoadError error={user.error} onRetry={() => void user.refetch()} />
      ) : !u ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert type="info" showIcon title={UserAdminText.readOnly} />
          <Descriptions column={2} size="small" bordered styles={{ label: { width: 96, whiteSpace: 'nowrap' }, content: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={UserAdminText.userId}>{u.id}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.nickname}>{u.nickname}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.phone}>{u.phone}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.flags}>
              <UserFlags user={u} />
            </Descriptions.Item>
            <Descriptions.Item label={UserAdminText.eValue}>{u.eValue.toLocaleString('zh-CN')}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.orderCount}>{u.orderCount}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.registerSource}>{u.registerSource}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.registeredAt}>{formatTime(u.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.liveSessions}>{u.liveSessions}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.notice}>{u.notice || UserAdminText.none}</Descriptions.Item>
            <Descriptions.Item label={UserAdminText.identities} span={2}>
              {u.identities.length === 0
                ? UserAdminText.none
                : u.identities.map((i) => (
                    <Tag key={`${i.provider}${i.createdAt}`}>
                      {i.provider} · {formatTime(i.createdAt)}
                    </Tag>
                  ))}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={UserAdminText.cars}>
            {u.cars.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={UserAdminText.noCars} />
            ) : (
              <Space orientation="vertical">
                {u.cars.map((car) => (
                  <Space key={car.vin}>
                    <Typography.Text code>{car.vin}</Typography.Text>
                    <span>{car.model}</span>
                    {car.isDefault && <Tag color="blue">{UserAdminText.defaultCar}</Tag>}
                  </Space>
                ))}
              </Space>
            )}
          </Card>
        </Space>
      )}
    </Drawer>
  );
}
