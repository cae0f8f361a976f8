import { RESERVE_THROTTLE_MS, ReservationStatus, Text, type CrowdfundInfo } from '@emall/contract';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { platform } from '../../../platform/platform.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { cancelCrowdfundReservation, reserveCrowdfund, useReservation } from '../../crowdfund/api/crowdfund-reservation.ts';

async function confirmCancel(): Promise<boolean> {
  const { Dialog } = await import('../../../lib/antd-imperative.ts');
  return Dialog.confirm({ content: Text.reserveCancelConfirm, cancelText: Text.cancel, confirmText: Text.confirm });
}

/**
 * §4 reservation during preheat: 预约提醒 reserves (at most once a second, §9, and no other tap in
 * that second), 已预约 asks 确定取消预约 and cancels. Guests go to login.
 */
export function useReservationToggle(productId: string, info: CrowdfundInfo, preheat: boolean) {
  const userId = useSession((s) => s.userId);
  const location = useLocation();
  const query = useReservation(productId, userId, preheat);
  const [status, setStatus] = useState<number | null>(null);
  const lastReserveAt = useRef(Number.NEGATIVE_INFINITY);
  const busy = useRef(false);
  const current = status ?? query.data?.appointmentStatus ?? info.appointmentStatus;
  const reserved = userId !== null && current === ReservationStatus.Reserved;

  const toggle = async (): Promise<void> => {
    if (!userId) {
      platform.login({ redirect: `${location.pathname}${location.search}` });
      return;
    }
    if (busy.current) return;
    // §9 throttles the button as a whole: a double tap that reserves must not go on to ask 确定取消预约.
    const now = Date.now();
    if (now - lastReserveAt.current < RESERVE_THROTTLE_MS) return;
    if (reserved) {
      busy.current = true;
      try {
        if (!(await confirmCancel())) return;
        const result = await cancelCrowdfundReservation(info.crowdfundNo);
        setStatus(result.appointmentStatus);
        showToast(Text.reserveCancelled);
      } catch {
        // The HTTP wrapper has shown the message; the button keeps its state.
      } finally {
        busy.current = false;
      }
      return;
    }
    lastReserveAt.current = now;
    busy.current = true;
    try {
      const result = await reserveCrowdfund(info.crowdfundNo);
      setStatus(result.appointmentStatus);
      showToast(Text.reserveSuccess);
    } catch {
      // As above.
    } finally {
      busy.current = false;
    }
  };

  return { reserved, toggle };
}
