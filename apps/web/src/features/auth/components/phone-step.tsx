import { PHONE_LENGTH, UiText } from '@emall/contract';
import { isValidPhone, phoneInput } from '@emall/domain';
import { Button, Input } from 'antd-mobile';
import styles from './login-steps.module.css';

interface PhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  sending: boolean;
  onSendCode: () => void;
}

/** Step 1: the phone number and 获取验证码, §4 Login, §5. */
export function PhoneStep({ phone, onPhoneChange, sending, onSendCode }: PhoneStepProps) {
  const valid = isValidPhone(phone);
  return (
    <form
      className={styles.step}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !sending) onSendCode();
      }}
    >
      <h1 className={styles.title}>手机号登录</h1>
      <p className={styles.subtitle}>未注册的手机号验证后将自动创建账号</p>
      <label className={styles.field}>
        <span className={styles.prefix}>+86</span>
        <Input
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder="请输入手机号"
          aria-label={UiText.phone}
          clearable
          value={phone}
          onChange={(value) => onPhoneChange(phoneInput(value))}
        />
      </label>
      <Button
        className={styles.submit}
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={!valid || sending}
        loading={sending}
        loadingText="发送中"
      >
        获取验证码
      </Button>
    </form>
  );
}
