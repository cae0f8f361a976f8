/** The server's scheduled background jobs (issue 19): one pg-boss queue each, named by these codes. */
export const JobName = {
  orderExpiry: 'order-expiry',
  paymentsSweep: 'payments-sweep',
  afterSalesSweep: 'after-sales-sweep',
  invoiceSweep: 'invoice-sweep',
  sandboxRefunds: 'sandbox-refunds',
  orderLifecycle: 'order-lifecycle',
  crowdfundSettle: 'crowdfund-settle',
  notificationOutbox: 'notification-outbox',
  crowdfundReminders: 'crowdfund-reminders',
  payStatement: 'pay-statement',
  payStatementCatchUp: 'pay-statement-catch-up',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

/** What each job does, as the console's 后台任务 page names it. */
export const JobNameText: Record<JobName, string> = {
  [JobName.orderExpiry]: '关闭超时未支付订单',
  [JobName.paymentsSweep]: '支付对账、退款与虚拟商品开通',
  [JobName.afterSalesSweep]: '售后超时自动处理',
  [JobName.invoiceSweep]: '退款订单发票红冲重开',
  [JobName.sandboxRefunds]: '沙箱渠道退款通知',
  [JobName.orderLifecycle]: '订单发货、配送与安装推进',
  [JobName.crowdfundSettle]: '众筹结束结算与失败退款',
  [JobName.notificationOutbox]: '发送通知短信',
  [JobName.crowdfundReminders]: '众筹开始提醒预约用户',
  [JobName.payStatement]: '下载支付渠道日账单并对账',
  [JobName.payStatementCatchUp]: '启动时补对近 7 日支付渠道账单',
};
