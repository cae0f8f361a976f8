import { CardType, errorInfo, RightsPoolKind, type AdminPoolBody, type ApiEnvelope, type ErrorCode } from '@emall/contract';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../modules/audit/audit.table.ts';
import { adminCall, type OperatorSession } from './operators.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 86_400_000;

/** A coupon pool as the console would send it: ¥30 off ¥299, open since yesterday for 30 days, 100 in stock. */
export function poolBody(app: TestApp, fields: Partial<AdminPoolBody> = {}): AdminPoolBody {
  const now = app.clock.now().getTime();
  return {
    kind: RightsPoolKind.coupon,
    marketingNo: 'MKT-CONSOLE',
    poolName: '运营新建活动',
    cardName: '运营满减券',
    cardType: CardType.enoughLess,
    eachReductionFen: 3_000,
    discountRatio: 100,
    useConditionFen: 29_900,
    goodsType: null,
    validFrom: new Date(now - DAY_MS).toISOString(),
    validTo: new Date(now + 30 * DAY_MS).toISOString(),
    validDaysAfterClaim: null,
    stockTotal: 100,
    perUserLimit: 1,
    eprice: 0,
    desc: '满299元减30元',
    useJumpUrl: '',
    advertise: false,
    ...fields,
  };
}

/** An admin call answered: HTTP status and envelope. */
export async function adminSend<T>(app: TestApp, op: OperatorSession, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) {
  const res = await adminCall(app, op, method, path, payload);
  return { status: res.statusCode, body: res.json<ApiEnvelope<T>>() };
}

/** A refusal with its code, its HTTP status and a Chinese message. */
export function expectRefused(answer: { status: number; body: ApiEnvelope<unknown> }, code: ErrorCode): void {
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(code);
  expect(answer.status).toBe(errorInfo[code].status);
  expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
}

/** Audit rows naming a target. */
export async function auditRowsOf(app: TestApp, targetType: string, targetId: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));
  return row?.n ?? 0;
}
