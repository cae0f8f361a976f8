import { brand, CashierChannel } from '@emall/contract';

const KEY = `${brand.storagePrefix}last_pay_way`;
const channels = new Set<string>(Object.values(CashierChannel));

/** The way the shopper last paid with on this device (the speedy cashier preselects it). */
export function readLastPayWay(): CashierChannel | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && channels.has(value) ? (value as CashierChannel) : null;
  } catch {
    return null;
  }
}

export function writeLastPayWay(channel: CashierChannel): void {
  try {
    localStorage.setItem(KEY, channel);
  } catch {
    // Private mode or a full storage: the speedy cashier falls back to the recommended way.
  }
}
