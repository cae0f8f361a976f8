import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AdminText, type SignInBody } from '@emall/contract';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CHANGE_PASSWORD_PATH, safeRedirect } from '../../../lib/navigation.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import styles from '../components/auth-card.module.css';

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signIn = useSignIn();

  useEffect(() => {
    document.title = `${AdminText.signIn} · ${AdminText.consoleName}`;
  }, []);

  const onFinish = (values: SignInBody) =>
    signIn.mutate(values, {
      onSuccess: ({ operator }) => {
        if (operator.mustChangePassword) void navigate(`${CHANGE_PASSWORD_PATH}?redirect=${encodeURIComponent(redirect)}`, { replace: true });
        else void navigate(redirect, { replace: true });
      },
    });

  const error = signIn.error?.message;

  return (
    <AuthCard title={AdminText.signInTitle} subtitle={AdminText.signInSubtitle}>
      <Form<SignInBody> layout="vertical" size="large" requiredMark={false} onFinish={onFinish} onValuesChange={() => signIn.reset()}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} role="alert" />}
        <Form.Item name="username" label={AdminText.username} rules={[{ required: true, whitespace: true, message: AdminText.usernameRequired }]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={AdminText.password} rules={[{ required: true, message: AdminText.passwordRequired }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending} disabled={signIn.isPending}>
            {AdminText.signIn}
          </Button>
        </Form.Item>
        <Typography.Paragraph type="secondary" className={styles.foot}>
          {AdminText.signInFootnote}
        </Typography.Paragraph>
      </Form>
    </AuthCard>
  );
}
