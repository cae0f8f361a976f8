import { ADMIN_API_BASE, ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE, AdminPaths, type AdminSession, type ApiEnvelope, type Role } from '@emall/contract';
import type { InjectOptions } from 'fastify';
import { insertOperatorWithHash } from '../modules/operators/operator-accounts.service.ts';
import { hashPassword } from '../modules/operators/password.ts';
import type { TestApp } from './test-app.ts';

/** The password every operator made by the helpers below has. */
export const TEST_OPERATOR_PASSWORD = 'test-pass-2026';

export function adminApi(pathWithinAdmin: string): string {
  return `${ADMIN_API_BASE}${pathWithinAdmin}`;
}

/** A signed-in operator: send `headers` with every admin call (cookie, and the CSRF token for writes). */
export interface OperatorSession {
  id: number;
  username: string;
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
}

/** The session cookie's `name=value` from a sign-in answer. */
function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  if (!line) throw new Error('no admin session cookie was set');
  return line.split(';')[0]!;
}

let operatorSeq = 0;

/**
 * Hashes by password, made once a worker: a hash costs ~70 ms of scrypt (32 MiB), and the suites
 * make hundreds of operators with the one test password. Sign-in still verifies it in full.
 */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** Creates an operator with a known password (no forced change unless asked); answers its id and username. */
export async function createTestOperator(
  app: TestApp,
  roles: Role[],
  options: { username?: string; mustChangePassword?: boolean; password?: string } = {},
): Promise<{ id: number; username: string; password: string }> {
  const username = options.username ?? `op${++operatorSeq}${roles.join('')}`.toLowerCase().slice(0, 32);
  const password = options.password ?? TEST_OPERATOR_PASSWORD;
  const view = await insertOperatorWithHash(app.ctx.db, {
    username,
    displayName: username,
    roles,
    passwordHash: await hashOf(password),
    mustChangePassword: options.mustChangePassword ?? false,
    at: app.clock.now(),
  });
  return { id: view.id, username, password };
}

/** Signs in through the real sign-in call; throws unless it succeeds. */
export async function signInAs(app: TestApp, username: string, password = TEST_OPERATOR_PASSWORD): Promise<OperatorSession> {
  const res = await app.server.inject({ method: 'POST', url: adminApi(AdminPaths.signIn), payload: { username, password } });
  const body = res.json<ApiEnvelope<AdminSession>>();
  if (body.code !== 0) throw new Error(`operator sign-in failed: ${res.body}`);
  const cookie = sessionCookieOf(res.headers['set-cookie']);
  const { csrfToken } = body.result;
  return { id: body.result.operator.id, username, cookie, csrfToken, headers: { cookie, [ADMIN_CSRF_HEADER]: csrfToken } };
}

/**
 * A new operator with these roles, signed in: what admin route tests call with.
 * `signInOperator(app, [Role.goods])` → `adminCall(app, session, 'POST', AdminPaths.x, body)`.
 */
export async function signInOperator(app: TestApp, roles: Role[], options: { mustChangePassword?: boolean } = {}): Promise<OperatorSession> {
  const { username } = await createTestOperator(app, roles, options);
  return signInAs(app, username);
}

/** An admin call as the console makes it (cookie + CSRF header); `path` is within ADMIN_API_BASE. */
export function adminCall(app: TestApp, session: OperatorSession | null, method: InjectOptions['method'], path: string, payload?: unknown) {
  return app.server.inject({
    method,
    url: adminApi(path),
    headers: session?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
