import { Role } from '@emall/contract';
import type { Executor } from '../db/client.ts';
import { insertOperatorWithHash } from '../modules/operators/operator-accounts.service.ts';
import { hashPassword } from '../modules/operators/password.ts';
import { countOperators } from '../modules/operators/operators.repository.ts';

/** The demo operators' initial password (README: demo accounts); each must change it at the first sign-in. */
export const DEMO_OPERATOR_PASSWORD = 'Yaochuan2026';

/** One console operator per role, documented in the README. */
export const demoOperators = [
  { username: 'admin', displayName: '系统管理员', roles: [Role.super] },
  { username: 'goods', displayName: '商品运营·王', roles: [Role.goods] },
  { username: 'content', displayName: '内容运营·李', roles: [Role.content] },
  { username: 'marketing', displayName: '营销运营·赵', roles: [Role.marketing] },
  { username: 'service', displayName: '客服·陈', roles: [Role.service] },
  { username: 'finance', displayName: '财务·刘', roles: [Role.finance] },
] as const;

export async function seedOperators(db: Executor, now: Date): Promise<void> {
  for (const op of demoOperators) {
    // A salt of its own each: one account's cracked hash tells nothing of another's.
    await insertOperatorWithHash(db, { ...op, roles: [...op.roles], passwordHash: await hashPassword(DEMO_OPERATOR_PASSWORD), mustChangePassword: true, at: now });
  }
}

/** A database seeded before the console existed gets its operators too. */
export async function seedOperatorsIfMissing(db: Executor, now: Date): Promise<void> {
  if ((await countOperators(db, {})) === 0) await seedOperators(db, now);
}
