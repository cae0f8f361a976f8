/**
 * What an operator may do in the console (issue 14). The server checks a route's permission on
 * every admin call; the console hides what the operator's permissions do not allow.
 * Which role holds which permissions is a business rule: packages/domain (admin/roles.ts).
 */
export const Permission = {
  dashboardRead: 'dashboard:read',
  goodsRead: 'goods:read',
  goodsWrite: 'goods:write',
  stockWrite: 'stock:write',
  pagesRead: 'pages:read',
  pagesWrite: 'pages:write',
  contentWrite: 'content:write',
  marketingRead: 'marketing:read',
  marketingWrite: 'marketing:write',
  ordersRead: 'orders:read',
  ordersShip: 'orders:ship',
  usersRead: 'users:read',
  operatorsManage: 'operators:manage',
  auditRead: 'audit:read',
  afterSalesRead: 'aftersales:read',
  afterSalesHandle: 'aftersales:handle',
  refundsApprove: 'refunds:approve',
  invoicesRead: 'invoices:read',
  invoicesIssue: 'invoices:issue',
  warrantyRead: 'warranty:read',
  warrantyHandle: 'warranty:handle',
  jobsManage: 'jobs:manage',
  reconciliationRead: 'reconciliation:read',
  reconciliationHandle: 'reconciliation:handle',
  smsRead: 'sms:read',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

/** Each permission in the console's words (the operators page shows them under a role). */
export const PermissionName: Record<Permission, string> = {
  [Permission.dashboardRead]: '查看数据概览',
  [Permission.goodsRead]: '查看商品',
  [Permission.goodsWrite]: '编辑商品与价格',
  [Permission.stockWrite]: '调整库存',
  [Permission.pagesRead]: '查看页面',
  [Permission.pagesWrite]: '编辑与发布页面',
  [Permission.contentWrite]: '编辑文章、热词与协议',
  [Permission.marketingRead]: '查看优惠券、权益卡与众筹',
  [Permission.marketingWrite]: '编辑优惠券、权益卡与众筹',
  [Permission.ordersRead]: '查看订单',
  [Permission.ordersShip]: '订单发货(录入快递单号)',
  [Permission.usersRead]: '查看用户',
  [Permission.operatorsManage]: '管理操作员',
  [Permission.auditRead]: '查看操作日志',
  [Permission.afterSalesRead]: '查看售后单',
  [Permission.afterSalesHandle]: '处理售后(审核、收货、退款)',
  [Permission.refundsApprove]: '审批大额退款',
  [Permission.invoicesRead]: '查看发票',
  [Permission.invoicesIssue]: '开具、驳回与红冲发票',
  [Permission.warrantyRead]: '查看保修卡与保修申请',
  [Permission.warrantyHandle]: '处理保修(受理、预约、维修、更正保修卡)',
  [Permission.jobsManage]: '查看与重试后台任务',
  [Permission.reconciliationRead]: '查看支付对账',
  [Permission.reconciliationHandle]: '重新对账与处理差异',
  [Permission.smsRead]: '查看短信发送记录',
};

/** The console's roles; an operator holds one or more. */
export const Role = {
  super: 'super',
  goods: 'goods',
  content: 'content',
  marketing: 'marketing',
  service: 'service',
  finance: 'finance',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = Object.values(Role);

export const RoleName: Record<Role, string> = {
  [Role.super]: '超级管理员',
  [Role.goods]: '商品运营',
  [Role.content]: '内容运营',
  [Role.marketing]: '营销运营',
  [Role.service]: '客服',
  [Role.finance]: '财务',
};

/**
 * What an admin call asks of its caller besides a permission: `public` (sign-in: no session),
 * `signedIn` (any operator with a session, even one that must still change its password: me,
 * change password, sign-out). Every other admin call names a Permission.
 */
export const AdminAccess = {
  public: 'public',
  signedIn: 'signed-in',
} as const;
export type AdminAccess = Permission | (typeof AdminAccess)[keyof typeof AdminAccess];
