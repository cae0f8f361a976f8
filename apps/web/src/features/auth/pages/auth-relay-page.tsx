import { Text, type ThirdLoginResult, UiText } from '@emall/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { saveWechatUser } from '../../../lib/wechat-user.ts';
import { replaceLocation } from '../../../platform/location.ts';
import { takePendingMessengerLogin } from '../../../platform/messenger.ts';
import { StateBlock } from '../../../ui/state-block.tsx';
import { thirdLogin } from '../api/third-login.ts';
import { RelayStopped, RelayWorking } from '../components/relay-status.tsx';
import { decideAuthRelay } from '../utils/auth-relay.ts';
import type { RedirectTarget } from '../../../lib/redirect-target.ts';

type Phase = { kind: 'working'; text: string } | { kind: 'invalid' } | { kind: 'failed'; message: string; retryPath: string };

/** The login to state after the messenger declined or failed: the same way back, the same clue. */
function retryLoginPath(target: RedirectTarget, registerClue: string | null): string {
  return loginPath(target.kind === 'in-app' ? target.path : target.href, registerClue);
}

/**
 * /auth, §2: relays `code` to redirectUrl, and is where the messenger's OAuth comes back to
 * (the code is then exchanged for an openId here, §1).
 */
export function AuthRelayPage() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const setSession = useSession((s) => s.setSession);
  const [phase, setPhase] = useState<Phase>({ kind: 'working', text: '正在跳转' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const go = (target: RedirectTarget): void => {
      if (target.kind === 'in-app') void navigate(target.path, { replace: true });
      else replaceLocation(target.href);
    };

    const action = decideAuthRelay({
      redirectUrl: params.get('redirectUrl'),
      code: params.get('code'),
      pending: takePendingMessengerLogin(params.get('state')),
    });
    switch (action.kind) {
      case 'invalid':
        if (action.dropRedirect) {
          // §5: a redirectUrl outside the brand's domains is dropped from the address.
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete('redirectUrl');
              return next;
            },
            { replace: true },
          );
        }
        showToast(Text.urlParamError);
        // eslint-disable-next-line react-hooks/set-state-in-effect -- the relay decides once per visit, on mount
        setPhase({ kind: 'invalid' });
        return;
      case 'relay':
        go(action.target);
        return;
      case 'declined':
        void navigate(retryLoginPath(action.target, action.pending.registerClue), { replace: true });
        return;
      case 'exchange': {
        setPhase({ kind: 'working', text: UiText.signingIn });
        const { target, pending } = action;
        // A code is good once: the started ref keeps StrictMode's second effect run from spending it again.
        thirdLogin(action.code).then(
          (result: ThirdLoginResult) => {
            saveWechatUser({ openId: result.openId, bound: result.bound });
            if (result.bound && result.token && result.userId) {
              setSession({ token: result.token, userId: result.userId, phone: null });
              go(target);
            } else if (result.bindTicket) {
              // Not bound yet: the phone login links this openId to the account, §4 Login.
              void navigate(retryLoginPath(target, pending.registerClue), { replace: true, state: { bindTicket: result.bindTicket } });
            } else {
              setPhase({ kind: 'failed', message: Text.requestFailed, retryPath: retryLoginPath(target, pending.registerClue) });
            }
          },
          (error: unknown) => {
            const message = error instanceof ApiError ? error.message : Text.requestFailed;
            setPhase({ kind: 'failed', message, retryPath: retryLoginPath(target, pending.registerClue) });
          },
        );
        return;
      }
    }
  }, [navigate, params, setParams, setSession]);

  if (phase.kind === 'working') return <RelayWorking text={phase.text} />;
  if (phase.kind === 'failed') {
    return (
      <RelayStopped>
        <StateBlock
          title="授权登录失败"
          description={phase.message}
          actionText="重新登录"
          onAction={() => void navigate(phase.retryPath, { replace: true })}
        />
      </RelayStopped>
    );
  }
  return (
    <RelayStopped>
      <StateBlock
        title="链接无法打开"
        description="链接缺少必要信息或已失效,请返回商城继续逛逛"
        actionText={UiText.backToShopHome}
        onAction={() => void navigate(HOME_PATH, { replace: true })}
      />
    </RelayStopped>
  );
}
