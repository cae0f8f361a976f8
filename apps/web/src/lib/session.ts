import { SESSION_STORAGE_KEY } from '@emall/contract';
import { sessionExpiresAtMs } from '@emall/domain';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { create, useStore, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

export interface Session {
  token: string | null;
  userId: string | null;
  phone: string | null;
}

interface SessionStore extends Session {
  /**
   * When the token runs out (ms since the epoch): its lifetime from the moment it was given to the
   * device, which the server counts from a few milliseconds before. Null for a guest, and for a
   * session kept before this was (the cart's cookie then takes the whole lifetime, lib/session-cookie.ts).
   */
  expiresAt: number | null;
  /** phone is null after a third-party login (the messenger gives no phone). */
  setSession: (session: { token: string; userId: string; phone: string | null }) => void;
  clearSession: () => void;
}

const empty: Session = { token: null, userId: null, phone: null };

const sessionState =
  (initial: Session): StateCreator<SessionStore> =>
  (set, get) => ({
    ...initial,
    expiresAt: null,
    setSession: ({ token, userId, phone }) => set({ token, userId, phone, expiresAt: sessionExpiresAtMs(Date.now()) }),
    // A guest has nothing to clear: no write (the server-rendered cart, where no storage exists,
    // meets 会话过期 for every guest and would warn that it cannot write).
    clearSession: () => {
      if (get().token !== null || get().userId !== null) set({ ...empty, expiresAt: null });
    },
  });

/** The login state of §3, kept on the device under the brand's namespace prefix. */
const browserSession = create<SessionStore>()(
  persist(sessionState(empty), {
    name: SESSION_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ token, userId, phone, expiresAt }): Session & Pick<SessionStore, 'expiresAt'> => ({ token, userId, phone, expiresAt }),
  }),
);

/**
 * The session a render reads (issue 16): the device's own store by default; a server render gives
 * its own store, made for that render, so that two renders side by side never see each other's
 * shopper (docs/decisions/web-platform.md, "The signed-in cart's HTML").
 */
const SessionContext = createContext<StoreApi<SessionStore>>(browserSession);

/** A store for one server render, holding the session it renders for (none: a guest's). */
export function createRenderSession(session: Session = empty): StoreApi<SessionStore> {
  return createStore<SessionStore>()(sessionState(session));
}

/**
 * The device's store as hydration must see it: React draws the server's markup from the store's
 * initial state, which for the device's store is the empty session. A page the server drew for the
 * shopper the device holds is hydrated from that shopper's session, then follows the store.
 */
export function hydratingSession(): StoreApi<SessionStore> {
  const drawnFor = browserSession.getState();
  return { getState: browserSession.getState, setState: browserSession.setState, subscribe: browserSession.subscribe, getInitialState: () => drawnFor };
}

/** Gives the pages below it `store` as their session. */
export function SessionProvider({ store, children }: { store: StoreApi<SessionStore>; children: ReactNode }) {
  return createElement(SessionContext.Provider, { value: store }, children);
}

function useRenderSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(useContext(SessionContext), selector);
}

const whole = (state: SessionStore): SessionStore => state;

/**
 * The session in a render: `useSession(selector)`, or `useSession()` for the whole store. Outside
 * React (the HTTP wrapper, a logout, a test) `useSession.getState()` and the rest are the device's
 * store: they run in the browser only.
 */
export const useSession = Object.assign(<T = SessionStore>(selector?: (state: SessionStore) => T): T => useRenderSession((selector ?? whole) as (state: SessionStore) => T), {
  getState: browserSession.getState,
  setState: browserSession.setState,
  subscribe: browserSession.subscribe,
});

/** §6: logged in means both a token and a user id. */
export function isLoggedIn(session: Session): boolean {
  return Boolean(session.token && session.userId);
}

export const useIsLoggedIn = (): boolean => useSession(isLoggedIn);
