import { brand, type InvoiceKind, type InvoiceTitleType } from '@emall/contract';

/** §3: invoice data stored locally under the shop's namespace: the last titles used on this device. */
const KEY = `${brand.storagePrefix}invoice_data`;
const MAX = 5;

export interface DeviceTitle {
  kind: InvoiceKind;
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string;
  bank: string;
  account: string;
  regAddress: string;
  regPhone: string;
  email: string;
}

/** A title's fields only (a saved title also carries its id). */
export function titleFieldsOf(t: DeviceTitle): DeviceTitle {
  return { kind: t.kind, titleType: t.titleType, title: t.title, taxNo: t.taxNo, bank: t.bank, account: t.account, regAddress: t.regAddress, regPhone: t.regPhone, email: t.email };
}

export function lastTitles(): DeviceTitle[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as DeviceTitle[]).filter((t) => typeof t?.title === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberTitle(title: DeviceTitle): void {
  const rest = lastTitles().filter((t) => !(t.title === title.title && t.taxNo === title.taxNo && t.titleType === title.titleType));
  try {
    localStorage.setItem(KEY, JSON.stringify([titleFieldsOf(title), ...rest].slice(0, MAX)));
  } catch {
    // Storage full or blocked: the server's saved titles still offer it.
  }
}
