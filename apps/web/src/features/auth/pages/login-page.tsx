import { REGISTER_SOURCE, SMS_RESEND_SECONDS } from '@emall/contract';
import { isValidPhone, isValidSmsCode } from '@emall/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { assignLocation, hasInAppHistory } from '../../../platform/browser.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { LoadingOverlay } from '../../../ui/loading-overlay.tsx';
import { usePhoneLogin } from '../api/phone-login.ts';
import { useSendLoginSms } from '../api/send-login-sms.ts';
import { BrandMark } from '../components/brand-mark.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { PhoneStep } from '../components/phone-step.tsx';
import { isRedirectAllowed, redirectTarget } from '../utils/redirect-target.ts';
import styles from './login-page.module.css';

type Step = 'phone' | 'code';

/** Phone + SMS-code login, §2, §4 Login, §5. Query: redirectUrl, register_clue, code. */
export function LoginPage() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const registerClue = params.get('register_clue');
  const setSession = useSession((s) => s.setSession);

  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const sendSms = useSendLoginSms();
  const login = usePhoneLogin();

  // §5: a redirectUrl outside the brand's domains is dropped from the address.
  useEffect(() => {
    if (redirectUrl === null || isRedirectAllowed(redirectUrl)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('redirectUrl');
        return next;
      },
      { replace: true },
    );
  }, [redirectUrl, setParams]);

  const sendCode = (): void => {
    if (!isValidPhone(phone) || sendSms.isPending) return;
    sendSms.mutate(phone, {
      onSuccess: () => {
        setCode('');
        setStep('code');
        countdown.start(SMS_RESEND_SECONDS);
      },
    });
  };

  const leave = (): void => {
    const target = redirectUrl === null ? null : redirectTarget(redirectUrl);
    if (target?.kind === 'in-app') void navigate(target.path, { replace: true });
    else if (target?.kind === 'external') assignLocation(target.href);
    else if (hasInAppHistory()) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };

  const submit = (value: string): void => {
    if (!isValidSmsCode(value) || login.isPending) return;
    login.mutate(
      { phone, verificationCode: value, registerSource: REGISTER_SOURCE, registerClue: registerClue ?? null },
      {
        onSuccess: (result) => {
          setSession({ token: result.token, userId: result.userId, phone: result.phone });
          leave();
        },
        // The wrapper shows the server's message; the code is cleared for another try, §4.
        onError: () => setCode(''),
      },
    );
  };

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <BackButton onBack={step === 'code' ? () => setStep('phone') : undefined} />
      </div>
      <div className={styles.content}>
        <BrandMark />
        <div className={styles.form}>
          {step === 'phone' ? (
            <PhoneStep phone={phone} onPhoneChange={setPhone} sending={sendSms.isPending} onSendCode={sendCode} />
          ) : (
            <CodeStep
              phone={phone}
              code={code}
              onCodeChange={setCode}
              onFill={submit}
              secondsLeft={countdown.seconds}
              resending={sendSms.isPending}
              onResend={sendCode}
            />
          )}
        </div>
      </div>
      <p className={styles.agreement}>登录即代表同意《用户协议》《隐私政策》</p>
      <LoadingOverlay visible={login.isPending} text="登录中" />
    </main>
  );
}
