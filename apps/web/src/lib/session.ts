import { SESSION_STORAGE_KEY } from '@emall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Session {
  token: string | null;
  userId: string | null;
  phone: string | null;
}

interface SessionStore extends Session {
  /** phone is null after a third-party login (the messenger gives no phone). */
  setSession: (session: { token: string; userId: string; phone: string | null }) => void;
  clearSession: () => void;
}

const empty: Session = { token: null, userId: null, phone: null };

/** The login state of §3, kept on the device under the brand's namespace prefix. */
export const useSession = create<SessionStore>()(
  persist(
    (set, get) => ({
      ...empty,
      setSession: ({ token, userId, phone }) => set({ token, userId, phone }),
      // A guest has nothing to clear: no write (the server-rendered cart, where no storage exists,
      // meets 会话过期 for every guest and would warn that it cannot write).
      clearSession: () => {
        if (get().token !== null || get().userId !== null) set(empty);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, userId, phone }): Session => ({ token, userId, phone }),
    },
  ),
);

/** §6: logged in means both a token and a user id. */
export function isLoggedIn(session: Session): boolean {
  return Boolean(session.token && session.userId);
}

export const useIsLoggedIn = (): boolean => useSession(isLoggedIn);
