import * as contract from '@emall/contract';
import { ADMIN_API_BASE, API_BASE, MEDIA_BASE, MessengerPaths, Paths, SandboxPaths, type RouteDecl } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The routes that are not JSON envelope calls, so not declared in the contract (see
 * docs/decisions/api-and-errors.md "One declaration per call"), each with why.
 */
const UNDECLARED: ReadonlyArray<{ method: string; url: string | RegExp; why: string }> = [
  { method: 'GET', url: new RegExp(`^${API_BASE}/docs(/|$)`), why: 'the Swagger UI and the OpenAPI document itself' },
  { method: 'GET', url: `${MEDIA_BASE}/:file`, why: 'a picture stream (WebP bytes), not an envelope' },
  { method: 'GET', url: `${API_BASE}${Paths.paySandboxGateway}`, why: "the sandbox pay channel's gateway page (HTML)" },
  { method: 'POST', url: `${API_BASE}${Paths.paySandboxGateway}`, why: "the sandbox gateway page's form post (HTML answer)" },
  { method: 'GET', url: `${API_BASE}${Paths.payGatewayForm}`, why: "the page that posts a payment's signed form on to its channel's pay page (ICBC, UnionPay; HTML)" },
  { method: 'POST', url: `${API_BASE}${Paths.payGatewayForm}`, why: "the channel's page posting the browser back (UnionPay; a redirect to /payTransfer)" },
  { method: 'GET', url: SandboxPaths.messengerAuthorize, why: "the sandbox messenger's consent page (HTML)" },
  { method: 'POST', url: SandboxPaths.messengerAuthorize, why: "the sandbox consent form's post (a redirect)" },
  { method: 'GET', url: MessengerPaths.authorize, why: "the messenger sign-in's start: a redirect to WeChat's authorise page or the sandbox consent page" },
  { method: 'GET', url: '/healthz', why: 'the liveness probe: a bare status for the orchestrator, outside the API' },
];

/** The console's calls and pages live under their own bases; its own route table checks them. */
const CONSOLE_PREFIXES = [ADMIN_API_BASE, '/console'];

const isDecl = (value: unknown): value is RouteDecl =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'shape' in value && 'summary' in value;

/** Every shopper declaration table the contract exports (`declareApi`), by its export name. */
const tables = (Object.entries(contract) as Array<[string, unknown]>).filter(
  (entry): entry is [string, Record<string, RouteDecl>] =>
    typeof entry[1] === 'object' && entry[1] !== null && Object.keys(entry[1]).length > 0 && Object.values(entry[1]).every(isDecl),
);
const declarations = tables.flatMap(([table, decls]) =>
  Object.entries(decls)
    .filter(([, decl]) => decl.permission === undefined)
    .map(([name, decl]) => ({ name: `${table}.${name}`, decl })),
);
const fullPath = (decl: RouteDecl) => (Object.values(SandboxPaths).includes(decl.path as never) ? decl.path : `${API_BASE}${decl.path}`);

describe('route table: every call of the API comes from one declaration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(() => app.close());

  it('finds the declaration tables', () => {
    expect(tables.map(([table]) => table)).toEqual(expect.arrayContaining(['CartApi', 'OrdersApi', 'PaymentsApi', 'AuthApi']));
    expect(declarations.length).toBeGreaterThan(100);
  });

  it('registers every declaration exactly once, at its method and path', () => {
    for (const { name, decl } of declarations) {
      const registered = app.routes.filter((route) => route.declaration === decl);
      expect(registered, name).toHaveLength(1);
      expect([registered[0]?.method, registered[0]?.url], name).toEqual([decl.method, fullPath(decl)]);
    }
  });

  it('registers no route outside the declarations but the allow-listed non-JSON ones', () => {
    const undeclared = app.routes.filter((route) => !route.declaration && !CONSOLE_PREFIXES.some((prefix) => route.url.startsWith(prefix)));
    const unexpected = undeclared.filter(
      (route) => !UNDECLARED.some((allowed) => allowed.method === route.method && (typeof allowed.url === 'string' ? allowed.url === route.url : allowed.url.test(route.url))),
    );
    expect(unexpected.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Each allow-listed route exists, so the list stays true.
    for (const allowed of UNDECLARED) {
      const found = undeclared.some((route) => route.method === allowed.method && (typeof allowed.url === 'string' ? allowed.url === route.url : allowed.url.test(route.url)));
      expect(found, `${allowed.method} ${String(allowed.url)}`).toBe(true);
    }
  });

  it('declares every JSON call of Paths', () => {
    const htmlOnly: readonly string[] = [Paths.paySandboxGateway, Paths.payGatewayForm];
    const declared = new Set(declarations.map(({ decl }) => decl.path));
    const missing = Object.entries(Paths).filter(([, path]) => !htmlOnly.includes(path) && !declared.has(path));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('gives every declaration its own method and path', () => {
    const keys = declarations.map(({ decl }) => `${decl.method} ${decl.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
