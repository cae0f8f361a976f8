import { ADMIN_PAGE_SIZE, AdminText, Role, RoleName, ROLES, UiText, type OperatorListQuery, type OperatorView } from '@emall/contract';
import { Button, Popconfirm, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { useMe } from '../api/get-me.ts';
import { useOperatorList } from '../api/list-operators.ts';
import { useSetOperatorDisabled } from '../api/set-operator-disabled.ts';
import { OperatorFormModal } from '../components/operator-form-modal.tsx';
import { OperatorStatus } from '../components/operator-status.tsx';
import { ResetPasswordModal } from '../components/reset-password-modal.tsx';


type Editing = { mode: 'create' } | { mode: 'edit'; operator: OperatorView } | null;

function DisableToggle({ operator, self }: { operator: OperatorView; self: boolean }) {
  const toggle = useSetOperatorDisabled();
  const disabled = !operator.disabled;
  return (
    <Popconfirm
      title={disabled ? AdminText.disableConfirm : AdminText.enableConfirm}
      onConfirm={() => toggle.mutateAsync({ id: operator.id, disabled }).then(() => showSuccess(disabled ? AdminText.disabledDone : AdminText.enabledDone))}
    >
      <Button type="link" size="small" danger={disabled} disabled={self} loading={toggle.isPending}>
        {disabled ? AdminText.disable : AdminText.enable}
      </Button>
    </Popconfirm>
  );
}

/** 操作员: search, page, create, edit roles, disable or enable, reset a password (超级管理员 only). */
export function OperatorsPage() {
  const me = useMe().data;
  const [query, setQuery] = useState<OperatorListQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<OperatorView | null>(null);
  const list = useOperatorList(query);

  const columns: TableProps<OperatorView>['columns'] = [
    { title: AdminText.username, dataIndex: 'username', width: 130, render: (username: string) => <Typography.Text strong>{username}</Typography.Text> },
    { title: AdminText.displayName, dataIndex: 'displayName', width: 130 },
    {
      title: AdminText.roles,
      dataIndex: 'roles',
      render: (roles: Role[]) => (
        <Space size={[4, 4]} wrap>
          {roles.map((role) => (
            <Tag key={role} color={role === Role.super ? 'gold' : 'blue'}>
              {RoleName[role]}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: AdminText.status, key: 'status', width: 150, render: (_, operator) => <OperatorStatus operator={operator} /> },
    {
      title: AdminText.lastSignInAt,
      dataIndex: 'lastSignInAt',
      width: 170,
      render: (at: string | null) => (at ? formatTime(at) : <Typography.Text type="secondary">{AdminText.neverSignedIn}</Typography.Text>),
    },
    { title: AdminText.createdAt, dataIndex: 'createdAt', width: 170, render: (at: string) => formatTime(at) },
    {
      title: AdminText.actions,
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, operator) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', operator })}>
            {UiText.edit}
          </Button>
          <Button type="link" size="small" onClick={() => setResetting(operator)}>
            {AdminText.resetPassword}
          </Button>
          <DisableToggle operator={operator} self={operator.id === me?.id} />
        </Space>
      ),
    },
  ];

  return (
    <ListCard<OperatorView, OperatorListQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: AdminText.operatorKeyword, width: 260 }}
      filters={[
        { field: 'role', label: AdminText.roles, placeholder: AdminText.allRoles, width: 160, options: ROLES.map((role) => ({ value: role, label: RoleName[role] })) },
        {
          field: 'disabled',
          label: AdminText.status,
          placeholder: AdminText.allStatuses,
          options: [
            { value: false, label: AdminText.enabled },
            { value: true, label: AdminText.disabled },
          ],
        },
      ]}
      list={list}
      create={{ label: AdminText.createOperator, onClick: () => setEditing({ mode: 'create' }) }}
      rowKey="id"
      columns={columns}
      scrollX={1060}
    >
      <OperatorFormModal open={editing !== null} operator={editing?.mode === 'edit' ? editing.operator : null} onClose={() => setEditing(null)} />
      <ResetPasswordModal operator={resetting} onClose={() => setResetting(null)} />
    </ListCard>
  );
}
