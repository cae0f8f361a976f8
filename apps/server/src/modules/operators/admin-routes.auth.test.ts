import { ADMIN_API_BASE, AdminAccess, AdminPaths, ErrorCode, Header, type Permission, type Role } from '@emall/contract';
import { rolesWithout } from '@emall/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, loginAs } from '../../test/test-app.ts';

/**
 * Generated from the admin plugin's route table, not hand-picked: every console call, including
 * those other modules add later, refuses an anonymous caller, a shopper's login token and an
 * operator whose roles lack its permission.
 */
const app = await createTestApp({ seed: false });
afterAll(() => app.close());

const shopperToken = await loginAs(app, '13800007777');
const sessions = new Map<Role, OperatorSession>();
async function sessionOf(role: Role): Promise<OperatorSession> {
  let session = sessions.get(role);
  if (!session) sessions.set(role, (session = await signInOperator(app, [role])));
  return session;
}

const guarded = app.adminRoutes.filter((r) => r.access !== AdminAccess.public);

/** The route's URL with every path parameter filled by a well-formed id. */
function concrete(url: string): string {
  return url.replace(/:\w+/g, '1');
}

function call(method: string, url: string, headers: Record<string, string>) {
  const write = method !== 'GET';
  return app.server.inject({ method: method as 'GET', url: concrete(url), headers, ...(write ? { payload: {} } : {}) });
}

describe('the admin route table', () => {
  it('lists every console call, all under the admin base path', () => {
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of app.adminRoutes) expect(r.url.startsWith(`${ADMIN_API_BASE}/`), r.url).toBe(true);
  });

  it('has sign-in as its only call without a session', () => {
    expect(app.adminRoutes.filter((r) => r.access === AdminAccess.public).map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${ADMIN_API_BASE}${AdminPaths.signIn}`,
    ]);
  });
});

describe.each(guarded)('$method $url', ({ method, url, access }) => {
  it('refuses an anonymous caller with 401', async () => {
    const res = await call(method, url, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.ADMIN_NOT_SIGNED_IN);
  });

  it("refuses a shopper's login token with 401", async () => {
    const res = await call(method, url, { [Header.loginToken]: shopperToken, authorization: `Bearer ${shopperToken}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.ADMIN_NOT_SIGNED_IN);
  });

  if (access !== AdminAccess.signedIn) {
    it(`refuses an operator without ${access} with 403 and a Chinese message`, async () => {
      const roles = rolesWithout(access as Permission);
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) {
        const res = await call(method, url, (await sessionOf(role)).headers);
        expect(res.statusCode, role).toBe(403);
        expect(res.json(), role).toEqual({ code: ErrorCode.ADMIN_FORBIDDEN, message: '无权限执行此操作', result: null });
      }
    });
  }
});
