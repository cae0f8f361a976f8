/*
 * Notifications (issue 19): the templates the shop sends as an in-shop message and an SMS, and the
 * messages' calls. Apart from the calls' schemas (api/notifications.ts), so the shop's pages import
 * the texts and paths without TypeBox.
 */

import { afterSalesDetailUrl, InvoiceRoute, invoiceUrl, orderDetailUrl, productPageUrl, warrantyClaimUrl, type GoodsKind } from './routes.ts';

/** What a notification is about; each has one title and one text with {params}. */
export const NotificationTemplate = {
  crowdfundStarted: 'crowdfund-started',
  orderShipped: 'order-shipped',
  refundDone: 'refund-done',
  afterSalesStep: 'after-sales-step',
  warrantyStep: 'warranty-step',
  invoiceIssued: 'invoice-issued',
} as const;
export type NotificationTemplate = (typeof NotificationTemplate)[keyof typeof NotificationTemplate];

/** The params each template's text fills (all strings, already formatted). */
export interface NotificationParams {
  [NotificationTemplate.crowdfundStarted]: { goodsName: string };
  [NotificationTemplate.orderShipped]: { orderNo: string };
  [NotificationTemplate.refundDone]: { orderNo: string; amount: string };
  [NotificationTemplate.afterSalesStep]: { caseNo: string; step: string };
  [NotificationTemplate.warrantyStep]: { claimNo: string; step: string };
  [NotificationTemplate.invoiceIssued]: { orderNo: string };
}

/**
 * Each template's title (the message list's line) and text (the message and the SMS after the brand).
 * Keyed by the codes' literals: computed keys would keep this table in the web's entry chunk.
 */
export const NotificationTemplateText: Record<NotificationTemplate, { title: string; text: string }> = {
  'crowdfund-started': { title: '众筹开始提醒', text: '您预约的众筹「{goodsName}」已开始，快去支持吧。' },
  'order-shipped': { title: '订单已发货', text: '您的订单{orderNo}已发货，请留意物流信息。' },
  'refund-done': { title: '退款已完成', text: '订单{orderNo}的退款{amount}已原路退回，请注意查收。' },
  'after-sales-step': { title: '售后进度通知', text: '您的售后单{caseNo}：{step}。' },
  'warranty-step': { title: '保修进度通知', text: '您的保修申请{claimNo}：{step}。' },
  'invoice-issued': { title: '发票已开具', text: '订单{orderNo}的电子发票已开具，可在订单详情查看。' },
};

/**
 * How a step's words (a status text) take a detail: the return's limit, a reason, a store and time.
 * Fill with fillText; the step words themselves are the after-sales and warranty status texts.
 */
export const NotificationStepText = {
  detail: '{step}，{detail}',
  labelled: '{step}，{label}：{detail}',
} as const;

/** What a message is about: the page tapping it opens. */
export const MessageTargetType = {
  order: 'order',
  invoice: 'invoice',
  afterSales: 'afterSales',
  warrantyClaim: 'warrantyClaim',
  goods: 'goods',
} as const;
export type MessageTargetType = (typeof MessageTargetType)[keyof typeof MessageTargetType];

/** A message's target, kept on its row (ids as strings, as the shop's calls carry them). */
export type MessageTarget =
  | { type: typeof MessageTargetType.order; orderId: string }
  | { type: typeof MessageTargetType.invoice; orderId: string }
  | { type: typeof MessageTargetType.afterSales; caseId: string }
  | { type: typeof MessageTargetType.warrantyClaim; claimId: string }
  | ({ type: typeof MessageTargetType.goods; productId: string } & GoodsKind);

/** The shop page a message's target opens, by the shop's own URL builders. */
export function messageTargetUrl(target: MessageTarget): string {
  switch (target.type) {
    case 'order':
      return orderDetailUrl(target.orderId);
    case 'invoice':
      return invoiceUrl(InvoiceRoute.progress, target.orderId);
    case 'afterSales':
      return afterSalesDetailUrl(target.caseId);
    case 'warrantyClaim':
      return warrantyClaimUrl(target.claimId);
    case 'goods':
      return productPageUrl(target, target.productId);
  }
}

/** The shopper's message calls, relative to API_BASE. {id} is a message's id. */
export const NotificationPaths = {
  list: '/hermes/v1/messages',
  unread: '/hermes/v1/messages/unread-count',
  read: '/hermes/v1/messages/:id/read',
} as const;

export const MESSAGES_PAGE_SIZE = 20;

/** The shop's words on the 消息 page and the 我的 entry. */
export const MessageText = {
  title: '消息',
  empty: '暂无消息',
  unread: '未读',
  more: '查看更早的消息',
  /** The foot of a message that opens a page (its order, case, claim or goods). */
  open: '查看详情',
  /** 我的's row, with the unread count beside it. */
  entry: '我的消息',
} as const;
