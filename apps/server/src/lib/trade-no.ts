import { randomInt } from 'node:crypto';
import { chinaDateStamp } from '@emall/domain';

/**
 * An order (YC), cash flow (CF), channel trade (PT), refund (RF), after-sales case (AS), warranty card (WC) or claim (WR) number: the prefix, the China
 * date and 12 random digits, readable on a phone and not guessable from another number.
 */
export function newTradeNo(prefix: 'YC' | 'CF' | 'PT' | 'RF' | 'AS' | 'WC' | 'WR', now: Date): string {
  const digits = `${randomInt(1_000_000)}`.padStart(6, '0') + `${randomInt(1_000_000)}`.padStart(6, '0');
  return `${prefix}${chinaDateStamp(now)}${digits}`;
}
