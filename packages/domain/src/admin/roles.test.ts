import { Permission, PERMISSIONS, Role, ROLES } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { permissionsOf, rolePermissions, rolesAllow, rolesWithout } from './roles.ts';

describe('console roles', () => {
  it('gives 超级管理员 every permission and no other role operators:manage or audit:read', () => {
    expect(permissionsOf([Role.super])).toEqual([...PERMISSIONS]);
    for (const role of ROLES.filter((r) => r !== Role.super)) {
      expect(rolesAllow([role], Permission.operatorsManage), role).toBe(false);
      expect(rolesAllow([role], Permission.auditRead), role).toBe(false);
    }
  });

  it('lets 商品运营 write goods and stock but not pages or coupons', () => {
    expect(rolesAllow([Role.goods], Permission.goodsWrite)).toBe(true);
    expect(rolesAllow([Role.goods], Permission.stockWrite)).toBe(true);
    expect(rolesAllow([Role.goods], Permission.pagesWrite)).toBe(false);
    expect(rolesAllow([Role.goods], Permission.marketingWrite)).toBe(false);
  });

  it('lets 客服 and 财务 only read, besides handling after-sales and warranty and shipping (客服), approving large refunds, issuing invoices and handling 对账 (财务)', () => {
    const afterSales: Permission[] = [Permission.afterSalesHandle, Permission.warrantyHandle, Permission.ordersShip, Permission.refundsApprove, Permission.invoicesIssue, Permission.reconciliationHandle];
    for (const role of [Role.service, Role.finance]) {
      expect(rolePermissions[role].every((p) => p.endsWith(':read') || afterSales.includes(p)), role).toBe(true);
    }
    expect(rolesAllow([Role.service], Permission.afterSalesHandle)).toBe(true);
    expect(rolesAllow([Role.service], Permission.refundsApprove)).toBe(false);
    expect(rolesAllow([Role.service], Permission.ordersShip)).toBe(true);
    expect(rolesAllow([Role.finance], Permission.ordersShip)).toBe(false);
    expect(rolesAllow([Role.finance], Permission.refundsApprove)).toBe(true);
    expect(rolesAllow([Role.finance], Permission.afterSalesHandle)).toBe(false);
    expect(rolesAllow([Role.finance], Permission.invoicesIssue)).toBe(true);
    expect(rolesAllow([Role.finance], Permission.reconciliationHandle)).toBe(true);
    expect(rolesAllow([Role.service], Permission.reconciliationRead)).toBe(false);
    expect(rolesAllow([Role.service], Permission.invoicesRead)).toBe(false);
    expect(rolesAllow([Role.service], Permission.ordersRead)).toBe(true);
    expect(rolesAllow([Role.finance], Permission.dashboardRead)).toBe(true);
    expect(rolesAllow([Role.service], Permission.dashboardRead)).toBe(false);
  });

  it('lets 客服 (and 超级管理员) read 短信发送记录, and no other role', () => {
    expect(ROLES.filter((r) => rolesAllow([r], Permission.smsRead))).toEqual([Role.super, Role.service]);
  });

  it('gives warranty:read and warranty:handle to 客服 and 超级管理员 only', () => {
    for (const permission of [Permission.warrantyRead, Permission.warrantyHandle]) {
      expect(ROLES.filter((r) => rolesAllow([r], permission))).toEqual([Role.super, Role.service]);
    }
  });

  it('unites the permissions of several roles without repeats, in the contract order', () => {
    const both = permissionsOf([Role.goods, Role.marketing]);
    expect(new Set(both).size).toBe(both.length);
    expect(both).toEqual(PERMISSIONS.filter((p) => both.includes(p)));
    expect(both).toContain(Permission.stockWrite);
    expect(both).toContain(Permission.marketingWrite);
    expect(permissionsOf([])).toEqual([]);
  });

  it('names for every permission a role that lacks it', () => {
    for (const permission of PERMISSIONS) {
      const lacking = rolesWithout(permission);
      expect(lacking).not.toContain(Role.super);
      expect(lacking.length, permission).toBeGreaterThan(0);
      for (const role of lacking) expect(rolesAllow([role], permission)).toBe(false);
    }
  });
});
