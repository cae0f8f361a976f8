import {
  AdminText,
  ErrorCode,
  errorInfo,
  OPERATOR_DISPLAY_NAME_MAX,
  RoleName,
  ROLES,
  type OperatorView,
  type Role,
} from '@emall/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { useCreateOperator } from '../api/create-operator.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { InitialPasswordItem } from './initial-password-item.tsx';

interface Values {
  username: string;
  displayName: string;
  roles: Role[];
  password: string;
}

const roleOptions = ROLES.map((role) => ({ value: role, label: RoleName[role] }));

/** Create an operator (editing: its display name and roles; the username never changes). */
export function OperatorFormModal({ operator, open, onClose }: { operator: OperatorView | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateOperator();
  const update = useUpdateOperator();
  const editing = operator !== null;
  const pending = create.isPending || update.isPending;
  const error = (editing ? update.error : create.error)?.message;

  const onFinish = (values: Values) => {
    const done = () => {
      showSuccess(editing ? AdminText.saved : AdminText.created);
      onClose();
    };
    if (operator) update.mutate({ id: operator.id, body: { displayName: values.displayName, roles: values.roles } }, { onSuccess: done });
    else create.mutate(values, { onSuccess: done });
  };

  return (
    <Modal
      open={open}
      title={editing ? AdminText.editOperator : AdminText.createOperator}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: pending }}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) {
          create.reset();
          update.reset();
        }
      }}
      width={520}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={operator ? { displayName: operator.displayName, roles: operator.roles } : { roles: [] }}
        onFinish={onFinish}
        style={{ marginTop: 16 }}
      >
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        {editing ? (
          <Form.Item label={AdminText.username}>
            <Input value={operator.username} disabled />
          </Form.Item>
        ) : (
          <Form.Item
            name="username"
            label={AdminText.username}
            extra={AdminText.usernameHint}
            rules={[{ required: true, whitespace: true, message: AdminText.usernameRequired }]}
          >
            <Input autoComplete="off" maxLength={32} />
          </Form.Item>
        )}
        <Form.Item
          name="displayName"
          label={AdminText.displayName}
          rules={[{ required: true, whitespace: true, message: errorInfo[ErrorCode.ADMIN_DISPLAY_NAME_INVALID].message }]}
        >
          <Input maxLength={OPERATOR_DISPLAY_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="roles" label={AdminText.roles} rules={[{ required: true, type: 'array', min: 1, message: AdminText.rolesRequired }]}>
          <Select mode="multiple" options={roleOptions} allowClear />
        </Form.Item>
        {!editing && (
          <InitialPasswordItem />
        )}
      </Form>
    </Modal>
  );
}
