import { SESSION_TTL_DAYS } from '@emall/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRenderSession, hydratingSession, SessionProvider, useIsLoggedIn, useSession } from './session.ts';

function WhoAmI() {
  const userId = useSession((s) => s.userId);
  return <p>{`${userId ?? 'guest'} ${useIsLoggedIn() ? 'in' : 'out'}`}</p>;
}

describe('the session a render reads', () => {
  it('is the device store by default', () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: null });
    render(<WhoAmI />);
    expect(screen.getByText('u-1 in')).toBeTruthy();
  });

  it('is the store a render is given, apart from the device store and from other renders', () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: null });
    const other = createRenderSession({ token: 'tok-2', userId: 'u-2', phone: null });
    render(
      <>
        <SessionProvider store={other}>
          <WhoAmI />
        </SessionProvider>
        <SessionProvider store={createRenderSession()}>
          <WhoAmI />
        </SessionProvider>
      </>,
    );
    expect(screen.getByText('u-2 in')).toBeTruthy();
    expect(screen.getByText('guest out')).toBeTruthy();
    other.getState().clearSession();
    expect(useSession.getState().userId).toBe('u-1');
  });

  it('knows when a token given now runs out: the session lifetime of the contract', () => {
    const before = Date.now();
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: null });
    const { expiresAt } = useSession.getState();
    expect(expiresAt! - before).toBeGreaterThanOrEqual(SESSION_TTL_DAYS * 86_400_000);
    expect(expiresAt! - Date.now()).toBeLessThanOrEqual(SESSION_TTL_DAYS * 86_400_000);
    useSession.getState().clearSession();
    expect(useSession.getState().expiresAt).toBeNull();
  });

  it('hydrates from the session the device held, then follows the device store', () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: null });
    const store = hydratingSession();
    expect(store.getInitialState().userId).toBe('u-1');
    useSession.getState().clearSession();
    expect(store.getState().userId).toBeNull();
  });
});
