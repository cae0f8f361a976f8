import {
  ADDRESS_BOOK_MAX,
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN,
  ADDRESS_NAME_MAX,
  ErrorCode,
  type AddressBody,
  type AddressUpdateBody,
  type UserAddress,
} from '@emall/contract';
import { fullAddressText, isValidId, isValidPhone } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findAddresses,
  findNewestOther,
  findReceivingAddress,
  insertAddress,
  lockUserBook,
  setDefault,
  updateAddress,
  type AddressFields,
  type AddressRow,
} from './address.repository.ts';
import { isShippingRegion, regionNames } from './regions.ts';

/** Region names by code, for the store finder (stores). */
export { cityOf, regionOf } from './regions.ts';

/** Anything but a row id names no address. */
function parseId(id: string | number): number | null {
  const text = String(id);
  return isValidId(text) ? Number(text) : null;
}

function toUserAddress(row: AddressRow): UserAddress {
  const names = regionNames(row.provinceCode, row.cityCode, row.districtCode);
  return {
    id: String(row.id),
    name: row.name,
    phone: row.phone,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    ...names,
    detail: row.detail,
    fullAddress: fullAddressText({ ...names, detail: row.detail }),
    isDefault: row.isDefault,
  };
}

/** Trims and checks what the user typed; region names are never taken from the client. */
function validFields(body: AddressBody): AddressFields {
  const name = body.name.trim();
  if (name.length < 1 || name.length > ADDRESS_NAME_MAX) throw new AppError(ErrorCode.ADDRESS_NAME_INVALID);
  const phone = body.phone.trim();
  if (!isValidPhone(phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  if (!isShippingRegion(body.provinceCode, body.cityCode, body.districtCode)) {
    throw new AppError(ErrorCode.ADDRESS_REGION_INVALID);
  }
  const detail = body.detail.trim();
  if (detail.length < ADDRESS_DETAIL_MIN || detail.length > ADDRESS_DETAIL_MAX) {
    throw new AppError(ErrorCode.ADDRESS_DETAIL_INVALID);
  }
  return { name, phone, provinceCode: body.provinceCode, cityCode: body.cityCode, districtCode: body.districtCode, detail };
}

export async function listAddresses(ctx: AppContext, userId: number): Promise<UserAddress[]> {
  return (await findAddresses(ctx.db, userId)).map(toUserAddress);
}

/** The user's address; another user's or an unknown id is 40411 alike, so ids cannot be probed. */
export async function getAddress(ctx: AppContext, userId: number, idText: string): Promise<UserAddress> {
  const address = await addressOfUser(ctx, userId, idText);
  if (!address) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
  return address;
}

/**
 * The first address becomes the default; a new default takes over from the old one in the same
 * transaction. The book holds at most ADDRESS_BOOK_MAX.
 */
export async function createAddress(ctx: AppContext, userId: number, body: AddressBody): Promise<UserAddress> {
  const fields = validFields(body);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const size = await countAddresses(tx, userId);
    if (size >= ADDRESS_BOOK_MAX) throw new AppError(ErrorCode.ADDRESS_BOOK_FULL);
    const isDefault = size === 0 || body.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    return insertAddress(tx, { ...fields, userId, isDefault, createdAt: ctx.clock.now() });
  });
  return toUserAddress(row);
}

/**
 * isDefault true makes it the default; false on the default hands that over to the newest other
 * address (a book with addresses always has one default); omitted leaves it as it is.
 */
export async function changeAddress(ctx: AppContext, userId: number, body: AddressUpdateBody): Promise<UserAddress> {
  const fields = validFields(body);
  const id = Number(body.id);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
    let isDefault = body.isDefault ?? current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    if (!isDefault && current.isDefault) {
      const successor = await findNewestOther(tx, userId, id);
      if (successor) {
        await clearDefault(tx, userId);
        await setDefault(tx, userId, successor.id);
      } else {
        isDefault = true;
      }
    }
    return (await updateAddress(tx, userId, id, { ...fields, isDefault, updatedAt: ctx.clock.now() }))!;
  });
  return toUserAddress(row);
}

/** Deleting the default promotes the newest address left. */
export async function removeAddress(ctx: AppContext, userId: number, idText: string): Promise<true> {
  const id = parseId(idText);
  if (id === null) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const removed = await deleteAddress(tx, userId, id);
    if (!removed) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
    if (!removed.isDefault) return;
    const successor = await findNewestOther(tx, userId, id);
    if (successor) await setDefault(tx, userId, successor.id);
  });
  return true;
}

/** GET …/receive: the address an order goes to unless the user picks another. */
export async function receivingAddress(ctx: AppContext, userId: number): Promise<UserAddress | null> {
  return defaultAddressOf(ctx, userId);
}

// For other modules (orders): reads that never throw for a missing address.

/** The user's address of that id, or null for an unknown, malformed or another user's id. */
export async function addressOfUser(
  ctx: AppContext,
  userId: number,
  addressId: string | number,
  db: Executor = ctx.db,
): Promise<UserAddress | null> {
  const id = parseId(addressId);
  if (id === null) return null;
  const row = await findAddress(db, userId, id);
  return row ? toUserAddress(row) : null;
}

/** The user's default address, else the newest, else null. */
export async function defaultAddressOf(ctx: AppContext, userId: number, db: Executor = ctx.db): Promise<UserAddress | null> {
  const row = await findReceivingAddress(db, userId);
  return row ? toUserAddress(row) : null;
}
