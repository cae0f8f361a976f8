import { Permission, PERMISSIONS, Role, type Role as RoleCode } from '@emall/contract';

/**
 * Which permissions each console role holds (issue 14). 超级管理员 holds every permission, the
 * others what their work needs: content editors pick goods and coupons into page modules, so
 * they read both; 客服 and 财务 mostly read (客服 handles after-sales and warranty claims and enters
 * the waybills of shipped orders (发货), 财务
 * approves large refunds and issues invoices); 客服 reads the SMS sent to shoppers (短信发送记录), to
 * answer one who says a notification never came. 财务 reads money where the console shows it: the
 * dashboard's cash and E-value sales, orders with their payments, refunds and invoices. A separate
 * money-reading permission guarded no call, so there is none.
 */
export const rolePermissions: Record<RoleCode, readonly Permission[]> = {
  [Role.super]: PERMISSIONS,
  [Role.goods]: [Permission.dashboardRead, Permission.goodsRead, Permission.goodsWrite, Permission.stockWrite],
  [Role.content]: [
    Permission.dashboardRead,
    Permission.pagesRead,
    Permission.pagesWrite,
    Permission.contentWrite,
    Permission.goodsRead,
    Permission.marketingRead,
  ],
  [Role.marketing]: [Permission.dashboardRead, Permission.marketingRead, Permission.marketingWrite, Permission.goodsRead],
  [Role.service]: [
    Permission.ordersRead,
    Permission.ordersShip,
    Permission.usersRead,
    Permission.goodsRead,
    Permission.afterSalesRead,
    Permission.afterSalesHandle,
    Permission.warrantyRead,
    Permission.warrantyHandle,
    Permission.smsRead,
  ],
  [Role.finance]: [Permission.dashboardRead, Permission.ordersRead, Permission.afterSalesRead, Permission.refundsApprove, Permission.invoicesRead, Permission.invoicesIssue, Permission.reconciliationRead, Permission.reconciliationHandle],
};

/** Every permission the roles hold together, in the contract's order. */
export function permissionsOf(roles: readonly RoleCode[]): Permission[] {
  const held = new Set(roles.flatMap((r) => rolePermissions[r] ?? []));
  return PERMISSIONS.filter((p) => held.has(p));
}

export function rolesAllow(roles: readonly RoleCode[], permission: Permission): boolean {
  return roles.some((r) => rolePermissions[r]?.includes(permission));
}

/** Roles of which none holds `permission`: what the route-table test signs in with to expect 403. */
export function rolesWithout(permission: Permission): RoleCode[] {
  return (Object.keys(rolePermissions) as RoleCode[]).filter((r) => !rolePermissions[r].includes(permission));
}
