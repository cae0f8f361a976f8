import type { Executor } from '../../db/client.ts';
import * as repo from './order-search.repository.ts';


/** One page of every shopper's orders matching 订单管理's search, newest first. */
export const searchOrders = (db: Executor, search: repo.OrderSearch, offset: number, limit: number) => repo.searchOrders(db, search, offset, limit);
/** The lines of these orders. */
export const linesOfOrders = (db: Executor, orderIds: readonly number[]) => repo.linesOfOrders(db, orderIds);
/** The buyers' phones and nicknames, by user id. */
export const buyersOf = (db: Executor, userIds: readonly number[]) => repo.buyersOf(db, userIds);
/** The channel each order was paid through, by order id. */
export const paidChannelsOf = (db: Executor, orderIds: readonly number[]) => repo.paidChannelsOf(db, orderIds);
/** The cash refunds of these orders, oldest first, by order id. */
export const refundsOfOrders = (db: Executor, orderIds: readonly number[]) => repo.refundsOfOrders(db, orderIds);
