import { secondsLeft } from '@emall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNow } from '../../../lib/use-now.ts';
import { getPayCountdown } from '../api/get-pay-countdown.ts';

const payCountdownKey = (orderNo: string) => ['pay', 'countdown', orderNo] as const;

export interface PayCountdownState {
  /** Whole seconds left to pay; null until the server has answered. */
  remainSeconds: number | null;
  /** The time is up or the server has closed the order. */
  expired: boolean;
  /** The server says the order is closed or cancelled. */
  closed: boolean;
  /** The order's status as the server last said (1 unpaid in every family); null until it has. */
  status: number | null;
  error: unknown;
}

/**
 * The cashier's countdown (§7 pay-countdown): the server's remaining seconds counted down on this
 * device's clock (not its wall time, which may be off), ticking every second. At zero it asks the
 * server again, which closes the order and releases its holds; a server that still has time left
 * (this clock ran fast) resets the count.
 */
export function usePayCountdown(orderNo: string, enabled = true): PayCountdownState {
  const query = useQuery({
    queryKey: payCountdownKey(orderNo),
    queryFn: ({ signal }) => getPayCountdown(orderNo, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  const { data, dataUpdatedAt, refetch } = query;
  const deadlineMs = data && !data.closed ? dataUpdatedAt + data.remainSeconds * 1000 : null;
  const now = useNow(deadlineMs !== null);
  const remainSeconds = data ? (deadlineMs === null ? 0 : secondsLeft(deadlineMs, now)) : null;
  const expired = data !== undefined && (data.closed || remainSeconds === 0);

  const askedAtZero = useRef<number | null>(null);
  useEffect(() => {
    // Asked once per count that ran out here; an answer of 0 itself is final (the server closes the order).
    if (!data || data.closed || data.remainSeconds === 0 || remainSeconds !== 0 || askedAtZero.current === dataUpdatedAt) return;
    askedAtZero.current = dataUpdatedAt;
    void refetch();
  }, [data, dataUpdatedAt, remainSeconds, refetch]);

  // Back from a pay gateway through the browser's page cache: the count may be stale.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);

  return { remainSeconds, expired, closed: data?.closed ?? false, status: data?.status ?? null, error: query.error };
}
