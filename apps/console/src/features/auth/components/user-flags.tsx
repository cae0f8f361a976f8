import { AdminUserFlag, AdminUserFlagText, UserAdminText, type AdminUserRow } from '@emall/contract';
import { Space, Tag, Typography } from 'antd';

const FLAGS = [
  { flag: AdminUserFlag.master, on: (u: AdminUserRow) => u.isMaster, color: 'gold' },
  { flag: AdminUserFlag.authed, on: (u: AdminUserRow) => u.isAuthed, color: 'blue' },
  { flag: AdminUserFlag.bigOrder, on: (u: AdminUserRow) => u.hasBigOrder, color: 'purple' },
  { flag: AdminUserFlag.whitelist, on: (u: AdminUserRow) => u.inWhitelist, color: 'green' },
] as const;

/** The shopper's role flags (§2) as tags; 无 when none. */
export function UserFlags({ user }: { user: AdminUserRow }) {
  const held = FLAGS.filter((f) => f.on(user));
  if (held.length === 0) return <Typography.Text type="secondary">{UserAdminText.none}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {held.map((f) => (
        <Tag key={f.flag} color={f.color}>
          {AdminUserFlagText[f.flag]}
        </Tag>
      ))}
    </Space>
  );
}
