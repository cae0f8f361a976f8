import { ErrorCode, REGISTER_SOURCE, SMS_RESEND_SECONDS, type PhoneLoginBody } from '@emall/contract';
import { isValidPhone, isValidSmsCode } from '@emall/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLogout } from '../../../lib/api/logout.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { isLoggedIn, useSession } from '../../../lib/session.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { assignLocation, hasInAppHistory } from '../../../platform/location.ts';
import { startMessengerLogin } from '../../../platform/messenger.ts';
import { platform } from '../../../platform/platform.ts';
import { hostWindow } from '../../../platform/platform-types.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { LoadingOverlay } from '../../../ui/loading-overlay.tsx';
import { usePhoneLogin } from '../api/phone-login.ts';
import { useSendLoginSms } from '../api/send-login-sms.ts';
import { BindNotice } from '../components/bind-notice.tsx';
import { BrandMark } from '../components/brand-mark.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { MessengerLoginButton } from '../components/messenger-login-button.tsx';
import { PhoneStep } from '../components/phone-step.tsx';
import { SignedInStep } from '../components/signed-in-step.tsx';
import { isRedirectAllowed, redirectTarget } from '../../../lib/redirect-target.ts';
import styles from './login-page.module.css';

type Step = 'phone' | 'code';

/** The bind ticket the auth relay hands over (in history state, not the address) after an unbound messenger login. */
function bindTicketOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('bindTicket' in state)) return null;
  const { bindTicket } = state as { bindTicket: unknown };
  return typeof bindTicket === 'string' && bindTicket ? bindTicket : null;
}

/**
 * Phone + SMS-code login, §2, §4 Login, §5. Query: redirectUrl, register_clue, code; `sandbox=1`
 * offers the messenger sign-in outside the messenger (the sandbox authorisation page).
 */
export function LoginPage() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const registerClue = params.get('register_clue');
  const bindTicket = bindTicketOf(location.state);
  const session = useSession();
  const setSession = useSession((s) => s.setSession);
  const offerMessenger = !bindTicket && (platform.kind === 'messenger' || params.get('sandbox') === '1');

  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const sendSms = useSendLoginSms();
  const login = usePhoneLogin();
  const logout = useLogout();
  // Set once this page logged the user in: from then on it is only on its way out.
  const [leaving, setLeaving] = useState(false);

  // §5: a redirectUrl outside the brand's domains is dropped from the address.
  useEffect(() => {
    if (redirectUrl === null || isRedirectAllowed(redirectUrl)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('redirectUrl');
        return next;
      },
      { replace: true, state: location.state as unknown },
    );
  }, [redirectUrl, setParams, location.state]);

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

  const target = redirectUrl === null ? null : redirectTarget(redirectUrl);

  const leave = (): void => {
    if (target?.kind === 'in-app') void navigate(target.path, { replace: true });
    else if (target?.kind === 'external') assignLocation(target.href);
    else if (hasInAppHistory()) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };

  const startMessenger = (): void => {
    // The OAuth round trip cannot go "back one page": it comes back to the target or the home.
    const redirect = target?.kind === 'in-app' ? target.path : (target?.href ?? HOME_PATH);
    startMessengerLogin(hostWindow(), { redirect, registerClue });
  };

  const submit = (value: string): void => {
    if (!isValidSmsCode(value) || login.isPending) return;
    const body: PhoneLoginBody = {
      phone,
      verificationCode: value,
      registerSource: REGISTER_SOURCE,
      registerClue: registerClue ?? null,
      ...(bindTicket ? { bindTicket } : {}),
    };
    login.mutate(body, {
      onSuccess: (result) => {
        setLeaving(true);
        setSession({ token: result.token, userId: result.userId, phone: result.phone });
        leave();
      },
      onError: (error) => {
        // The wrapper showed the server's message; the code is cleared for another try, §4.
        setCode('');
        // A spent or refused bind ticket: log in plainly on the next try.
        if (error instanceof ApiError && (error.code === ErrorCode.BIND_TICKET_INVALID || error.code === ErrorCode.OPENID_ALREADY_BOUND)) {
          void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
        }
      },
    });
  };

  const signedIn = isLoggedIn(session) && !leaving;

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <BackButton onBack={step === 'code' && !signedIn ? () => setStep('phone') : undefined} />
      </div>
      <div className={styles.content}>
        <BrandMark />
        <div className={styles.form}>
          {bindTicket && !signedIn ? <BindNotice /> : null}
          {signedIn ? (
            <SignedInStep phone={session.phone} onContinue={leave} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
          ) : step === 'phone' ? (
            <>
              <PhoneStep phone={phone} onPhoneChange={setPhone} sending={sendSms.isPending} onSendCode={sendCode} />
              {offerMessenger ? <MessengerLoginButton onClick={startMessenger} /> : null}
            </>
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
      <p className={styles.agreement}>
        登录即代表同意
        <Link to="/protocol?type=user" className={styles.agreementLink}>
          《用户协议》
        </Link>
        <Link to="/protocol?type=privacy" className={styles.agreementLink}>
          《隐私政策》
        </Link>
      </p>
      <LoadingOverlay visible={login.isPending} text="登录中" />
    </main>
  );
}
