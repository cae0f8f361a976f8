import { ErrorCode, Text, UiText } from '@emall/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { replaceLocation } from '../../../platform/location.ts';
import { StateBlock } from '../../../ui/state-block.tsx';
import { verifyLoginToken } from '../api/verify-login-token.ts';
import { RelayStopped, RelayWorking } from '../components/relay-status.tsx';
import { redirectTarget } from '../../../lib/redirect-target.ts';

type Phase = 'working' | 'missing' | 'failed';

/**
 * /platform/cheshenghuo/auth, §2: the car-life platform hands over a shop login token. It is
 * checked with getLoginInfo before it becomes the session; then on to redirectUrl (if allowed,
 * §5, else the home). An invalid token (9999) leads to our own login.
 */
export function TokenLoginRelayPage() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirectUrl = params.get('redirectUrl');
  const setSession = useSession((s) => s.setSession);
  const [phase, setPhase] = useState<Phase>(token && redirectUrl ? 'working' : 'missing');
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!token || !redirectUrl || started.current === attempt) return;
    started.current = attempt;
    const target = redirectTarget(redirectUrl);
    verifyLoginToken(token).then(
      (info) => {
        setSession({ token, userId: info.userId, phone: info.phone });
        // The token leaves the address bar: this page's history entry is replaced.
        if (target?.kind === 'external') replaceLocation(target.href);
        else void navigate(target?.path ?? HOME_PATH, { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === ErrorCode.SESSION_EXPIRED) {
          void navigate(loginPath(target?.kind === 'in-app' ? target.path : (target?.href ?? HOME_PATH)), { replace: true });
        } else {
          setPhase('failed');
        }
      },
    );
  }, [attempt, navigate, redirectUrl, setSession, token]);

  if (phase === 'working') return <RelayWorking text={UiText.signingIn} />;
  if (phase === 'failed') {
    return (
      <RelayStopped>
        <StateBlock
          title="登录失败"
          description="网络不太稳定,请稍后重试"
          actionText={UiText.retry}
          onAction={() => {
            setPhase('working');
            setAttempt((n) => n + 1);
          }}
        />
      </RelayStopped>
    );
  }
  return (
    <RelayStopped>
      <StateBlock
        title={Text.requiredParamMissing}
        description="请从车生活重新进入商城"
        actionText={UiText.backToShopHome}
        onAction={() => void navigate(HOME_PATH, { replace: true })}
      />
    </RelayStopped>
  );
}
