import { AddressRoute, STORE_CHOOSER_ROUTE, brand, type Store, type UserAddress } from '@emall/contract';

/**
 * What the shopper picks on other pages for the order being submitted (§3: "order address", "chosen
 * store" and "added car" are stored locally under the namespace prefix). The address list, the store
 * chooser and the add-car page write them; the submit page reads them. Here, not in a feature,
 * because features do not import each other. Session storage: a choice belongs to this tab's checkout.
 */
const ORDER_ADDRESS_KEY = `${brand.storagePrefix}order_address`;
const CHOSEN_STORE_KEY = `${brand.storagePrefix}chosen_store`;
const ADDED_CAR_KEY = `${brand.storagePrefix}added_car`;
/** §3 "invoice address": the mailing address a 增值税专用发票 application picked from the book. */
const INVOICE_ADDRESS_KEY = `${brand.storagePrefix}invoice_address`;
/** The store a warranty claim asks to be repaired at (/order/apply-warranty), apart from the checkout's. */
const WARRANTY_STORE_KEY = `${brand.storagePrefix}warranty_store`;

/** A VIN entered on the add-car page for a virtual good bound to a car. */
export interface AddedCar {
  vinCode: string;
}

function read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the page falls back to the server's default.
  }
}

function hasStringFields(value: unknown, fields: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === 'string');
}

const isAddress = (value: unknown): value is UserAddress => hasStringFields(value, ['id', 'name', 'phone', 'fullAddress']);
const isStore = (value: unknown): value is Store => hasStringFields(value, ['storeId', 'storeName', 'address']);
const isAddedCar = (value: unknown): value is AddedCar => hasStringFields(value, ['vinCode']);

export const readChosenAddress = (): UserAddress | null => read(ORDER_ADDRESS_KEY, isAddress);
export const writeChosenAddress = (address: UserAddress | null): void => write(ORDER_ADDRESS_KEY, address);
export const readChosenStore = (): Store | null => read(CHOSEN_STORE_KEY, isStore);
export const writeChosenStore = (store: Store | null): void => write(CHOSEN_STORE_KEY, store);
export const readAddedCar = (): AddedCar | null => read(ADDED_CAR_KEY, isAddedCar);
export const writeAddedCar = (car: AddedCar | null): void => write(ADDED_CAR_KEY, car);
const readWarrantyStore = (): Store | null => read(WARRANTY_STORE_KEY, isStore);
const writeWarrantyStore = (store: Store | null): void => write(WARRANTY_STORE_KEY, store);
export const readInvoiceAddress = (): UserAddress | null => read(INVOICE_ADDRESS_KEY, isAddress);
export const writeInvoiceAddress = (address: UserAddress | null): void => write(INVOICE_ADDRESS_KEY, address);

/** What the address list (?select=) picks an address for: the order being submitted, or a special invoice's mailing. */
export const AddressPick = { order: '1', invoice: 'invoice' } as const;
export type AddressPick = (typeof AddressPick)[keyof typeof AddressPick];

/** Where each pick is kept: read to tick the address in use, written by the tap. */
export const addressPicks: Record<AddressPick, { read: () => UserAddress | null; write: (address: UserAddress | null) => void }> = {
  [AddressPick.order]: { read: readChosenAddress, write: writeChosenAddress },
  [AddressPick.invoice]: { read: readInvoiceAddress, write: writeInvoiceAddress },
};

/** The address list opened to pick for `pick`. */
export function addressPickUrl(pick: AddressPick): string {
  return `${AddressRoute.list}?select=${pick}`;
}

/** A pick follows the book: an edited address is kept as edited, a deleted one forgotten (`book` null: only `removedId` went). */
export function followAddressBook(book: readonly UserAddress[] | null, removedId?: string): void {
  for (const { read, write: keep } of Object.values(addressPicks)) {
    const chosen = read();
    if (!chosen) continue;
    if (book) keep(book.find((a) => a.id === chosen.id) ?? null);
    else if (chosen.id === removedId) keep(null);
  }
}

/** What the store chooser (?select=) picks a store for: the order being submitted, or a warranty claim's repair. */
export const StorePick = { order: '1', warranty: 'warranty' } as const;
export type StorePick = (typeof StorePick)[keyof typeof StorePick];

/** Where each store pick is kept: read to tick the store in use, written by the tap. */
export const storePicks: Record<StorePick, { read: () => Store | null; write: (store: Store | null) => void }> = {
  [StorePick.order]: { read: readChosenStore, write: writeChosenStore },
  [StorePick.warranty]: { read: readWarrantyStore, write: writeWarrantyStore },
};

/** The store chooser opened to pick for `pick` (the order's pick keeps the bare route it always had). */
export function storePickUrl(pick: StorePick): string {
  return pick === StorePick.order ? STORE_CHOOSER_ROUTE : `${STORE_CHOOSER_ROUTE}?select=${pick}`;
}
