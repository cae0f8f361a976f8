import { brand } from '@emall/contract';
import type { DeviceTitle } from './last-titles.ts';

/**
 * The make page's form while the shopper is away picking or adding a mailing address: kept for this
 * tab (session storage, under the shop's namespace) and per order, so coming back finds the input.
 */
const KEY = `${brand.storagePrefix}invoice_draft`;

export function keepDraft(orderId: string, form: DeviceTitle): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ orderId, form }));
  } catch {
    // Storage blocked: the form starts again from the last titles.
  }
}

export function keptDraft(orderId: string): DeviceTitle | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { orderId?: unknown; form?: DeviceTitle } | null;
    return value?.orderId === orderId && typeof value.form?.title === 'string' ? value.form : null;
  } catch {
    return null;
  }
}

export function dropDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
