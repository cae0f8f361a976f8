import { NotificationTemplate } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { renderNotification, smsNotificationText, smsRateLimited, smsRetryDelayMs, smsSendableAt, SMS_PER_USER_PER_HOUR } from './notifications.ts';

const at = (iso: string) => new Date(iso);

describe('smsSendableAt (08:00–22:00 China time)', () => {
  it('sends at once during the day, from 08:00 sharp to just before 22:00', () => {
    for (const iso of ['2026-11-28T00:00:00Z', '2026-11-28T06:00:00Z', '2026-11-28T13:59:59.999Z']) expect(smsSendableAt(at(iso)).toISOString()).toBe(at(iso).toISOString());
  });

  it('holds an SMS asked for at 22:00 or later until 08:00 the next China day', () => {
    expect(smsSendableAt(at('2026-11-28T14:00:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(smsSendableAt(at('2026-11-28T15:59:59Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('holds one asked for after China midnight until 08:00 the same China day', () => {
    expect(smsSendableAt(at('2026-11-28T16:00:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(smsSendableAt(at('2026-11-28T23:59:59Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });
});

describe('notification texts', () => {
  it('fills every param of a template and leaves the brand to the SMS', () => {
    const { title, text } = renderNotification(NotificationTemplate.refundDone, { orderNo: 'A1', amount: '¥12.00' });
    expect(title).toBe('退款已完成');
    expect(text).toBe('订单A1的退款¥12.00已原路退回，请注意查收。');
    expect(smsNotificationText('曜川汽车', text)).toBe(`【曜川汽车】${text}`);
  });

  it('limits SMS per user per hour and backs off retries up to an hour', () => {
    expect(smsRateLimited(SMS_PER_USER_PER_HOUR - 1)).toBe(false);
    expect(smsRateLimited(SMS_PER_USER_PER_HOUR)).toBe(true);
    expect([1, 2, 3, 20].map(smsRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
