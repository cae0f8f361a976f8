import { Love, brand } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { platform } from '../../../platform/platform.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { setGoodsLove, useLoveUserCount } from '../api/love-goods.ts';

/** §3: the already-favoured reminder is shown once per device, remembered under the brand prefix. */
export const LOVE_TIP_KEY = `${brand.storagePrefix}love_tip_shown`;
const LOVE_TIP_TEXT = '已加入收藏,可在「我的收藏」中查看';
const LOVE_TIP_MS = 3_000;

function showLoveTipOnce(): void {
  try {
    if (localStorage.getItem(LOVE_TIP_KEY)) return;
    localStorage.setItem(LOVE_TIP_KEY, '1');
  } catch {
    return;
  }
  showToast(LOVE_TIP_TEXT, LOVE_TIP_MS);
}

/**
 * The heart: flips at once, then the server's answer (love and count) settles it; a failure puts
 * the previous state back (the HTTP wrapper has shown the message). Guests go to login.
 */
export function useLoveToggle(productId: string, initialLove: number) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const queryClient = useQueryClient();
  const countQuery = useLoveUserCount(productId);
  const [love, setLove] = useState(initialLove === Love.love);
  const [count, setCount] = useState<number | null>(null);
  const pending = useRef(false);
  const shownCount = count ?? countQuery.data ?? 0;

  const toggle = async (): Promise<void> => {
    if (!loggedIn) {
      platform.login({ redirect: `${location.pathname}${location.search}` });
      return;
    }
    if (pending.current) return;
    pending.current = true;
    const before = { love, count: shownCount };
    const next = !love;
    setLove(next);
    setCount(Math.max(0, shownCount + (next ? 1 : -1)));
    try {
      const result = await setGoodsLove(productId, next);
      setLove(result.love === Love.love);
      setCount(result.loveUserCount);
      if (result.love === Love.love) showLoveTipOnce();
      void queryClient.invalidateQueries({ queryKey: ['love-list'] });
      void queryClient.invalidateQueries({ queryKey: ['love-recommend'] });
    } catch {
      setLove(before.love);
      setCount(before.count);
    } finally {
      pending.current = false;
    }
  };

  return { love, count: shownCount, toggle };
}
