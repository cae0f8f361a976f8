import { UiText } from '@emall/contract';
import { Button } from 'antd-mobile';
import { maskPhone } from '@emall/domain';
import styles from './login-steps.module.css';

interface SignedInStepProps {
  phone: string | null;
  onContinue: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The login page opened while logged in: go on as this user, or log out to switch accounts. */
export function SignedInStep({ phone, onContinue, onLogout, loggingOut }: SignedInStepProps) {
  return (
    <div className={styles.step}>
      <h1 className={styles.title}>您已登录</h1>
      <p className={styles.subtitle}>{phone ? `当前账号 ${maskPhone(phone)}` : '当前账号已通过微信登录'}</p>
      <Button className={styles.submit} block color="primary" shape="rounded" size="large" onClick={onContinue}>
        继续逛逛
      </Button>
      <Button
        className={styles.secondary}
        block
        shape="rounded"
        size="large"
        loading={loggingOut}
        loadingText="正在退出"
        onClick={onLogout}
      >
        {UiText.signOut}
      </Button>
    </div>
  );
}
