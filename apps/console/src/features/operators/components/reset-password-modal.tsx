import { AdminText, type OperatorView } from '@emall/contract';
import { Alert, Form, Modal } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { useResetOperatorPassword } from '../api/reset-operator-password.ts';
import { InitialPasswordItem } from './initial-password-item.tsx';

/** A new initial password for an operator (it must change it at its next sign-in). */
export function ResetPasswordModal({ operator, onClose }: { operator: OperatorView | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetOperatorPassword();
  return (
    <Modal
      open={operator !== null}
      title={`${AdminText.resetPasswordFor}${operator?.displayName ?? ''}（${operator?.username ?? ''}）`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: reset.isPending }}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && reset.reset()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        style={{ marginTop: 16 }}
        onFinish={({ password }) =>
          operator &&
          reset.mutate(
            { id: operator.id, password },
            {
              onSuccess: () => {
                showSuccess(AdminText.passwordReset);
                onClose();
              },
            },
          )
        }
      >
        {reset.error && <Alert type="error" showIcon role="alert" title={reset.error.message} style={{ marginBottom: 16 }} />}
        <InitialPasswordItem />
      </Form>
    </Modal>
  );
}
