import { ErrorCode } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './cars.repository.ts';

export type UserCar = repo.UserCarRow;

/**
 * The user's car with this VIN; null when no car has it. A car registered to another user is
 * refused (40300): a VIN is printed on the car, so saying it is someone else's gives nothing away.
 */
export async function findOwnCar(ctx: AppContext, userId: number, vin: string): Promise<UserCar | null> {
  const car = await repo.findCarByVin(ctx.db, vin);
  if (!car) return null;
  if (car.userId !== userId) throw new AppError(ErrorCode.VIN_NOT_OWNED);
  return car;
}

/** The user's car with this VIN, or 40407 when no car has it (40300 when another user's). */
export async function requireOwnCar(ctx: AppContext, userId: number, vin: string): Promise<UserCar> {
  const car = await findOwnCar(ctx, userId, vin);
  if (!car) throw new AppError(ErrorCode.VIN_NOT_FOUND);
  return car;
}
