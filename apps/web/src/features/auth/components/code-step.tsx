import { SMS_CODE_LENGTH } from '@emall/contract';
import { digitsOnly, maskPhone } from '@emall/domain';
import { PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import styles from './login-steps.module.css';

interface CodeStepProps {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The 4th digit is in: submit, §4 Login. */
  onFill: (code: string) => void;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}

/** Step 2: the 4-digit code with the system numeric keyboard and the resend countdown. */
export function CodeStep({ phone, code, onCodeChange, onFill, secondsLeft, resending, onResend }: CodeStepProps) {
  const inputRef = useRef<PasscodeInputRef>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  return (
    <div className={styles.step}>
      <h1 className={styles.title}>输入验证码</h1>
      <p className={styles.subtitle}>验证码已发送至 {maskPhone(phone)}</p>
      <PasscodeInput
        ref={inputRef}
        className={styles.passcode}
        length={SMS_CODE_LENGTH}
        plain
        seperated
        inputMode="numeric"
        value={code}
        onChange={(value) => onCodeChange(digitsOnly(value, SMS_CODE_LENGTH))}
        onFill={onFill}
        aria-label="验证码"
      />
      <div className={styles.resend}>
        {secondsLeft > 0 ? (
          <span className={styles.countdown}>{secondsLeft}s后重新获取</span>
        ) : (
          <button type="button" className={styles.resendButton} disabled={resending} onClick={onResend}>
            重新获取验证码
          </button>
        )}
      </div>
    </div>
  );
}
