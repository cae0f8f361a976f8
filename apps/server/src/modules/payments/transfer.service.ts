import { PaymentState, CashierChannel, ErrorCode, MainOrderStatus, TradeOrderStatus, type TransferAccount, type TransferInfo } from '@emall/contract';
import { defaultFrontData, isOrderOpen, transferStatus } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { isSandboxPay, sandboxGatewayUrl } from '../../providers/pay.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { currentOrder, orderOfUser } from './order-access.ts';
import * as repo from './payments.repository.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { extendPayDeadline, findOrderById, type OrderRow } from '../orders/orders.service.ts';

const DAY_MS = 86_400_000;

/** The receiving account (§3 czCardName, czCard, bankDeposit, cardInvalidDays), from configuration. */
function accountOf(ctx: AppContext): TransferAccount {
  const t = ctx.config.pay.transfer;
  return { czCardName: t.accountName, czCard: t.accountNo, bankDeposit: t.bank, cardInvalidDays: t.cardInvalidDays };
}

function toTransferInfo(ctx: AppContext, order: OrderRow, transfer: repo.PaymentRow | undefined): TransferInfo {
  const status = transferStatus(order, transfer, ctx.clock.now());
  const playable = transfer !== undefined && status === TradeOrderStatus.waitPay && isSandboxPay(ctx.pay);
  return {
    orderNo: order.orderNo,
    cashFlowNo: transfer?.cashFlowNo ?? null,
    toPayAmount: order.payAmountFen,
    tradeOrderStatus: status,
    ...accountOf(ctx),
    expireTime: transfer?.expireAt?.toISOString() ?? null,
    sandboxPayUrl: playable && isSandboxPay(ctx.pay) ? sandboxGatewayUrl(ctx.pay.secret, transfer.outTradeNo) : null,
  };
}

function canTakeTransfer(order: OrderRow): boolean {
  return isOrderOpen(order) && order.status === MainOrderStatus.waitPay && order.payAmountFen > 0;
}

/**
 * The order's one bank-transfer trade order, made now if it has none (a unique index keeps it one
 * when asked twice at once). A transfer takes days: the unpaid order keeps its holds until the
 * receiving account lapses (cardInvalidDays), when the sweep closes it as any overdue order.
 */
export async function transferForPayment(ctx: AppContext, order: OrderRow, frontData: string): Promise<repo.PaymentRow> {
  const existing = await repo.findTransferOfOrder(ctx.db, order.id);
  if (existing) return existing;
  if (!ctx.config.pay.channels.includes(CashierChannel.Transfer) || !ctx.pay.supports(CashierChannel.Transfer, null)) {
    throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
  }
  const now = ctx.clock.now();
  const expireAt = new Date(now.getTime() + ctx.config.pay.transfer.cardInvalidDays * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, order.userId);
    const fresh = (await findOrderById(tx, order.id))!;
    if (!canTakeTransfer(fresh)) throw new AppError(fresh.paidAt !== null ? ErrorCode.ORDER_ALREADY_PAID : ErrorCode.ORDER_CLOSED);
    const made = await repo.insertTransferPayment(tx, {
      cashFlowNo: newTradeNo('CF', now),
      outTradeNo: newTradeNo('PT', now),
      orderId: order.id,
      userId: order.userId,
      channel: CashierChannel.Transfer,
      terminal: null,
      amountFen: fresh.payAmountFen,
      state: PaymentState.dealing,
      frontData,
      expireAt,
      createdAt: now,
      updatedAt: now,
    });
    if (!made) return (await repo.findTransferOfOrder(tx, order.id))!;
    await extendPayDeadline(tx, order.id, expireAt, now);
    return made;
  });
}

/**
 * GET …/getOrCreate: the transfer payment info of an order (§3), making its transfer trade order
 * while the order waits for cash. A paid or closed order answers finish or close, which the page
 * turns into 订单状态异常！ (§4).
 */
export async function getOrCreateTransfer(ctx: AppContext, userId: number, orderNo: string): Promise<TransferInfo> {
  let order = await currentOrder(ctx, await orderOfUser(ctx.db, userId, orderNo));
  let transfer = await repo.findTransferOfOrder(ctx.db, order.id);
  if (!transfer && canTakeTransfer(order)) {
    transfer = await transferForPayment(ctx, order, defaultFrontData(order.orderNo));
    order = (await findOrderById(ctx.db, order.id))!;
  }
  return toTransferInfo(ctx, order, transfer);
}

/** Fetch the transfer order by orderNo, without making one (40415 while the order has none and could). */
export async function transferOrder(ctx: AppContext, userId: number, orderNo: string): Promise<TransferInfo> {
  const order = await currentOrder(ctx, await orderOfUser(ctx.db, userId, orderNo));
  const transfer = await repo.findTransferOfOrder(ctx.db, order.id);
  if (!transfer && canTakeTransfer(order)) throw new AppError(ErrorCode.TRANSFER_NOT_FOUND);
  return toTransferInfo(ctx, order, transfer);
}

/** Fetch the bank transfer account by businessId (one of the user's orders). */
export async function transferAccount(ctx: AppContext, userId: number, businessId: string): Promise<TransferAccount> {
  await orderOfUser(ctx.db, userId, businessId);
  return accountOf(ctx);
}
