import {
  AGREEMENT_AUDIT_TARGET,
  AgreementAdminPaths,
  AgreementType,
  ErrorCode,
  fillPath,
  Paths,
  Role,
  type AdminAgreementVersions,
  type Agreement,
  type ApiEnvelope,
  type DigitalKeyTips,
} from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCar } from '../../seed/shopper.ts';
import { call, demoToken } from '../../test/goods.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { agreements } from './agreements.table.ts';

let app: TestApp;
let editor: OperatorSession;

beforeAll(async () => {
  app = await createTestApp();
  editor = await signInOperator(app, [Role.content]);
});
afterAll(() => app.close());

const versionsPath = (agmtType: string) => fillPath(AgreementAdminPaths.versions, { agmtType });

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await adminCall(app, editor, method, path, body);
  const envelope = res.json<ApiEnvelope<T>>();
  return { status: res.statusCode, code: envelope.code, message: envelope.message, result: envelope.result };
}

async function counts(): Promise<[number, number]> {
  const [audits] = await app.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, AGREEMENT_AUDIT_TARGET));
  const [rows] = await app.ctx.db.select({ n: count() }).from(agreements);
  return [audits!.n, rows!.n];
}

const inForce = async (agmtType: string) =>
  (await call<Agreement>(app, 'GET', `${Paths.privacyAgreement}?agmtType=${agmtType}`)).result;

describe('admin agreements API', () => {
  it('lists a type’s versions, the one in force first', async () => {
    const list = await send<AdminAgreementVersions>('GET', versionsPath(AgreementType.privacy));
    expect(list.code, list.message).toBe(0);
    expect(list.result.length).toBeGreaterThanOrEqual(1);
    expect(list.result.map((v) => v.inForce)).toEqual(list.result.map((_, i) => i === 0));
    expect(list.result[0]!.id).toBe((await inForce(AgreementType.privacy)).id);
  });

  it('publishes a sanitised new version that the shop serves, keeping the old one unchanged, with one audit row', async () => {
    const old = await inForce(AgreementType.user);
    const [audits, rows] = await counts();
    const published = await send<Agreement>('POST', versionsPath(AgreementType.user), {
      title: '《曜川商城用户协议》',
      version: 'V9.1',
      content: '<h2 onclick="x()">第一条</h2><p>新版内容<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
    });
    expect(published.code, published.message).toBe(0);
    expect(published.result).toMatchObject({ version: 'V9.1', content: '<h2>第一条</h2><p>新版内容</p>', inForce: true });
    expect(await counts()).toEqual([audits + 1, rows + 1]);
    expect(await inForce(AgreementType.user)).toMatchObject({ id: published.result.id, version: 'V9.1', content: '<h2>第一条</h2><p>新版内容</p>' });
    const byOldId = await call<Agreement>(app, 'GET', fillPath(Paths.signAgreementContent, { id: old.id }));
    expect(byOldId.result).toEqual(old);
    const list = await send<AdminAgreementVersions>('GET', versionsPath(AgreementType.user));
    expect(list.result.slice(0, 2).map((v) => [v.id, v.inForce])).toEqual([
      [published.result.id, true],
      [old.id, false],
    ]);
  });

  it('refuses bad input and a version label used twice with 400 and a Chinese message, writing nothing', async () => {
    const good = { title: '《隐私政策》', version: 'V8.0', content: '<p>正文</p>' };
    expect((await send('POST', versionsPath(AgreementType.privacy), good)).code).toBe(0);
    const before = await counts();
    const cases: [string, unknown, number][] = [
      [AgreementType.privacy, good, ErrorCode.AGREEMENT_VERSION_TAKEN],
      [AgreementType.privacy, { ...good, version: 'V8.1', content: '<script>alert(1)</script>' }, ErrorCode.AGREEMENT_CONTENT_EMPTY],
      [AgreementType.privacy, { ...good, version: 'V8.1', title: '' }, ErrorCode.BAD_REQUEST],
      [AgreementType.privacy, { ...good, version: '版本 一' }, ErrorCode.BAD_REQUEST],
      [AgreementType.privacy, { ...good, version: 'V8.1', content: '' }, ErrorCode.BAD_REQUEST],
      ['unknownType', { ...good, version: 'V8.1' }, ErrorCode.BAD_REQUEST],
    ];
    for (const [agmtType, body, code] of cases) {
      const answer = await send('POST', versionsPath(agmtType), body);
      expect([answer.status, answer.code], JSON.stringify(body)).toEqual([400, code]);
      expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await send('GET', versionsPath('unknownType'))).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('makes a shopper who signed the digital-key agreement sign the new version again', async () => {
    const owner = await demoToken(app, '13800000001');
    const tips = async () =>
      (await call<DigitalKeyTips>(app, 'GET', `${Paths.digitalKeySkipTips}?vin=${encodeURIComponent(demoCar.vin)}`, { token: owner })).result;
    const first = await tips();
    const signed = await call(app, 'POST', Paths.digitalKeySign, { token: owner, payload: { agmCode: first.agmCode, agmTitle: first.agmTitle, vinCode: demoCar.vin } });
    expect(signed.code).toBe(0);
    expect((await tips()).showTips).toBe(false);
    const published = await send<Agreement>('POST', versionsPath(AgreementType.digitalKey), { title: '《数字钥匙服务协议》', version: 'V7.0', content: '<p>新增条款</p>' });
    expect(published.code).toBe(0);
    expect(await tips()).toMatchObject({ showTips: true, agmCode: published.result.id });
  });
});
