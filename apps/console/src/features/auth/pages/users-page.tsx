import { ADMIN_PAGE_SIZE, AdminText, AdminUserFlag, AdminUserFlagText, UserAdminText, type AdminUserQuery, type AdminUserRow } from '@emall/contract';
import { Button, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { useUserList } from '../api/users-api.ts';
import { UserDrawer } from '../components/user-drawer.tsx';
import { UserFlags } from '../components/user-flags.tsx';

const flagOptions = Object.values(AdminUserFlag).map((value) => ({ value, label: AdminUserFlagText[value] }));

/** 用户管理: 客服 looks a shopper up by phone, nickname or id, or lists one role flag; read only. */
export function UsersPage() {
  const [query, setQuery] = useState<AdminUserQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [open, setOpen] = useState<string | null>(null);
  const list = useUserList(query);

  const columns: TableProps<AdminUserRow>['columns'] = [
    { title: UserAdminText.userId, dataIndex: 'id', width: 90 },
    { title: UserAdminText.phone, dataIndex: 'phone', width: 130 },
    { title: UserAdminText.nickname, dataIndex: 'nickname', render: (name: string) => <Typography.Text ellipsis style={{ maxWidth: 200 }}>{name}</Typography.Text> },
    { title: UserAdminText.flags, key: 'flags', width: 300, render: (_, u) => <UserFlags user={u} /> },
    { title: UserAdminText.eValue, dataIndex: 'eValue', width: 110, align: 'right', render: (v: number) => v.toLocaleString('zh-CN') },
    { title: UserAdminText.orderCount, dataIndex: 'orderCount', width: 80, align: 'right' },
    { title: UserAdminText.registerSource, dataIndex: 'registerSource', width: 100 },
    { title: UserAdminText.registeredAt, dataIndex: 'createdAt', width: 170, render: (at: string) => formatTime(at) },
    {
      title: AdminText.actions,
      key: 'actions',
      width: 72,
      fixed: 'right',
      render: (_, u) => (
        <Button type="link" size="small" onClick={() => setOpen(u.id)} aria-label={`${UserAdminText.detail} ${u.phone}`}>
          {UserAdminText.view}
        </Button>
      ),
    },
  ];

  return (
    <ListCard<AdminUserRow, AdminUserQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: UserAdminText.searchPlaceholder, width: 260 }}
      filters={[{ field: 'flag', label: UserAdminText.flag, placeholder: UserAdminText.allFlags, options: flagOptions, width: 130 }]}
      list={list}
      rowKey="id"
      columns={columns}
      scrollX={1100}
    >
      <UserDrawer id={open} onClose={() => setOpen(null)} />
    </ListCard>
  );
}
