import { LockOutlined } from '@ant-design/icons';
import { AdminText, ErrorCode, errorInfo, Text } from '@emall/contract';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../../lib/feedback.ts';
import { safeRedirect } from '../../../lib/navigation.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useMe } from '../api/get-me.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FullScreenSpin } from '../../../ui/full-screen-spin.tsx';
import { LoadError } from '../../../ui/load-error.tsx';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The operator's own password: forced after a seeded or reset account signs in, open to anyone signed in. */
export function ChangePasswordPage() {
  const me = useMe();
  const change = useChangePassword();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    document.title = `${AdminText.changePassword} · ${AdminText.consoleName}`;
  }, []);

  // A 401 has already sent the page to sign-in (lib/http.ts).
  if (me.isError) return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <FullScreenSpin />;
  const forced = me.data.mustChangePassword;

  const onFinish = ({ oldPassword, newPassword }: Values) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          showSuccess(AdminText.passwordChanged);
          void navigate(redirect, { replace: true });
        },
      },
    );

  return (
    <AuthCard title={AdminText.changePassword} subtitle={`${me.data.displayName}（${me.data.username}）`}>
      <Alert
        type={forced ? 'warning' : 'info'}
        showIcon
        title={forced ? AdminText.mustChangePasswordHint : errorInfo[ErrorCode.ADMIN_PASSWORD_WEAK].message}
        description={forced ? errorInfo[ErrorCode.ADMIN_PASSWORD_WEAK].message : undefined}
        style={{ marginBottom: 20 }}
      />
      <Form<Values> layout="vertical" requiredMark={false} onFinish={onFinish} onValuesChange={() => change.reset()}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={me.data.username} readOnly hidden />
        {change.error && <Alert type="error" showIcon role="alert" title={change.error.message} style={{ marginBottom: 24 }} />}
        <Form.Item name="oldPassword" label={AdminText.oldPassword} rules={[{ required: true, message: AdminText.oldPasswordRequired }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item name="newPassword" label={AdminText.newPassword} rules={[{ required: true, message: AdminText.newPasswordRequired }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={AdminText.confirmPassword}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: AdminText.confirmPasswordRequired },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(AdminText.passwordMismatch)),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" size="large" block loading={change.isPending} disabled={change.isPending}>
            {AdminText.changePassword}
          </Button>
          {!forced && (
            <Button block onClick={() => void navigate(-1)}>
              {Text.cancel}
            </Button>
          )}
        </Space>
      </Form>
    </AuthCard>
  );
}
