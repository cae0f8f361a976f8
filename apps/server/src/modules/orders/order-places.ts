import { ErrorCode, type Store, type UserAddress } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { addressOfUser, defaultAddressOf } from '../address/address.service.ts';
import { storeById } from '../stores/stores.service.ts';

/**
 * Where an order goes: the user's address asked for (an unknown one and another user's both
 * 40411), else their receiving address, else none; and the store asked for (40412 when unknown).
 * The address book and the stores are their own modules; this is the one place that asks them.
 */
export async function orderAddress(ctx: AppContext, userId: number, addressId: number | undefined): Promise<UserAddress | null> {
  if (addressId === undefined) return defaultAddressOf(ctx, userId);
  const address = await addressOfUser(ctx, userId, addressId);
  if (!address) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
  return address;
}

export async function orderStore(ctx: AppContext, storeId: number | undefined): Promise<Store | null> {
  if (storeId === undefined) return null;
  const store = await storeById(ctx, storeId);
  if (!store) throw new AppError(ErrorCode.STORE_NOT_FOUND);
  return store;
}
