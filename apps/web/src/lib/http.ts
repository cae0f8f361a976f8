import {
  API_BASE,
  BASE_HEADERS,
  ERROR_TOAST_MS,
  ClientErrorCode,
  HTTP_TIMEOUT_MS,
  Header,
  LOGIN_REDIRECT_THROTTLE_MS,
  LandingText,
  fillPath,
  needsV5Signature,
  type AnswerOf,
  type BodyOf,
  type Method,
  type ParamsOf,
  type QueryOf,
  type RouteAt,
  type ShopRoute,
  SHOP_APP_KEY,
} from '@emall/contract';
import { deviceRiskHeaderValue } from '../platform/device-risk.ts';
import { currentLocationPath } from '../platform/location.ts';
import { platform } from '../platform/platform.ts';
import { LOGIN_PATH } from './config.ts';
import { useSession } from './session.ts';
import { showToast } from './toast.ts';
import { validVisitorToken } from './visitor-token.ts';

/** Every failed call ends as one of these, §8: the server's code and message, or the defaults. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number = ClientErrorCode.REQUEST_FAILED, message: string = LandingText.requestFailed) {
    super(message || LandingText.requestFailed);
    this.name = 'ApiError';
    this.code = code;
  }
}

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** Values of the path's `:name` segments. */
  params?: Record<string, string | number>;
  body?: unknown;
  /** No error toast (the caller shows the failure itself). Code 9999 is still handled (see sessionExpiry). */
  silent?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call never toasts. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Send this login token instead of the session's (a token handed over by another platform,
   * or the one being logged out). A 9999 then concerns that token only: the session stays and
   * no login starts.
   */
  authToken?: string;
  /** 'ignore': a 9999 answer is only this call's failure (no session clearing, no login). Implied by authToken. */
  sessionExpiry?: 'login' | 'ignore';
  /** An answer already on its way for this very call (lib/early-answers.ts), taken instead of asking. */
  early?: (url: string, init: RequestInit) => Promise<Response> | undefined;
  /** 'blob': the answer is a file (a PDF), not the envelope; a refusal still comes as the envelope. */
  answer?: 'envelope' | 'blob';
}

/**
 * THE way the web app talks to the API (§7, §8): base path, timeout, spec headers, v5
 * signature, envelope unwrap, error toast and session-expiry handling in one place.
 */
async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError();
    if (!options.signal?.aborted) handleFailure(error, options);
    throw error;
  }
}

type Declared<M extends Method, P extends string> = RouteAt<ShopRoute, M, P>;
type DeclaredPath<M extends Method> = Extract<ShopRoute, { method: M }>['path'];
type Answer<M extends Method, P extends string> = Promise<AnswerOf<Declared<M, P>>>;

/** Query and path values travel as text: a number stands for its digits where the schema takes a string. */
type AsText<T> = { [K in keyof T]: string extends T[K] ? T[K] | number : T[K] };

/** The options of a declared call: its query and path values typed from its declaration. */
type CallOptions<R extends ShopRoute> = Omit<RequestOptions, 'method' | 'body' | 'query' | 'params'> &
  (QueryOf<R> extends undefined ? unknown : object extends QueryOf<R> ? { query?: AsText<QueryOf<R>> } : { query: AsText<QueryOf<R>> }) &
  (ParamsOf<R> extends undefined ? unknown : { params: AsText<ParamsOf<R>> });

/** The body of a declared call: JSON as its schema says, or the form of a multipart upload. */
type Body<R extends ShopRoute> = R['shape'] extends { consumes: readonly string[] } ? FormData : BodyOf<R>;

/** Options may be left out when the declaration asks for no query or path values. */
type OptionalIfEmpty<O> = object extends O ? [options?: O] : [options: O];

/**
 * The calls by method, each typed from its declaration in the contract (packages/contract/src/api)
 * by method and path: body, query, path values and answer. A call without a body passes
 * `undefined`; a path with no declaration does not compile.
 */
function get<P extends DeclaredPath<'GET'>>(path: P, ...[options]: OptionalIfEmpty<CallOptions<Declared<'GET', P>>>): Answer<'GET', P> {
  return request(path, { ...options, method: 'GET' });
}

function post<P extends DeclaredPath<'POST'>>(
  path: P,
  body: Body<Declared<'POST', P>>,
  ...[options]: OptionalIfEmpty<CallOptions<Declared<'POST', P>>>
): Answer<'POST', P> {
  return request(path, { ...options, method: 'POST', body });
}

function put<P extends DeclaredPath<'PUT'>>(path: P, body: Body<Declared<'PUT', P>>, ...[options]: OptionalIfEmpty<CallOptions<Declared<'PUT', P>>>): Answer<'PUT', P> {
  return request(path, { ...options, method: 'PUT', body });
}

function del<P extends DeclaredPath<'DELETE'>>(
  path: P,
  body: Body<Declared<'DELETE', P>>,
  ...[options]: OptionalIfEmpty<CallOptions<Declared<'DELETE', P>>>
): Answer<'DELETE', P> {
  return request(path, { ...options, method: 'DELETE', body });
}

/**
 * A declared GET whose answer is a file (an invoice's PDF): the same headers, timeout, error toast and
 * session handling as every call; an answer that is not the file (the envelope of a refusal) fails.
 */
function blob<P extends DeclaredPath<'GET'>>(path: P, ...[options]: OptionalIfEmpty<CallOptions<Declared<'GET', P>>>): Promise<Blob> {
  return request(path, { ...options, method: 'GET', answer: 'blob' });
}

export const http = { get, post, put, delete: del, blob };

/** How a call reaches the API: fetch in the browser; in-process when the server renders a page (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setHttpTransport(next: typeof fetch): void {
  transport = next;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  // A multipart upload goes as the browser encodes it (with its boundary); everything else is JSON.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const forwardAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  if (options.params) path = fillPath(path, options.params);
  try {
    const url = `${API_BASE}${path}${queryString(options.query)}`;
    const init: RequestInit = {
      method,
      headers: { ...(await buildHeaders(method, path, hasBody && !isForm, options.authToken)), ...options.headers },
      body: !hasBody ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    };
    const response = await (options.early?.(url, init) ?? transport(url, init));
    if (options.answer === 'blob' && response.ok && !response.headers.get('content-type')?.includes('json')) return (await response.blob()) as T;
    const body = parseJson(await response.text());
    if (!isEnvelope(body)) throw new ApiError();
    if (body.code === 0 && response.ok) return body.result as T;
    throw new ApiError(body.code === 0 ? ClientErrorCode.REQUEST_FAILED : body.code, body.message);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The v5 signer (SHA-256, 2.7 KB gzip) loads with the first call that signs, not in the entry: a
 * rendered first screen calls nothing before it is hydrated (issue 16 item 2).
 */
let signer: Promise<typeof import('@emall/domain/signature')> | null = null;
function loadSigner(): Promise<typeof import('@emall/domain/signature')> {
  signer ??= import('@emall/domain/signature').catch((error: unknown) => {
    signer = null; // a failed fetch (offline) is tried again on the next call
    throw error;
  });
  return signer;
}

async function buildHeaders(
  method: Method,
  path: string,
  jsonBody: boolean,
  authToken: string | undefined,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { ...BASE_HEADERS };
  // §6: the login token, or for a guest the visitor token; never both.
  const loginToken = authToken ?? useSession.getState().token;
  const visitorToken = loginToken ? null : validVisitorToken();
  if (loginToken) headers[Header.loginToken] = loginToken;
  else if (visitorToken) headers[Header.visitorToken] = visitorToken;
  // No container bridge on the server (a page being rendered there asks as a plain guest).
  const risk = typeof window === 'undefined' ? null : await deviceRiskHeaderValue();
  if (risk) headers[Header.deviceRisk] = risk;
  if (jsonBody) headers['content-type'] = 'application/json';
  if (needsV5Signature(path)) {
    const timestamp = String(Date.now());
    const nonce = randomNonce();
    headers[Header.signTimestamp] = timestamp;
    headers[Header.signNonce] = nonce;
    const { v5Signature } = await loadSigner();
    headers[Header.sign] = v5Signature({ method, path, timestamp, nonce, appKey: SHOP_APP_KEY });
  }
  return headers;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Envelope {
  code: number;
  message: string;
  result: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

// crypto.randomUUID needs a secure context; getRandomValues works on plain-http previews too.
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function handleFailure(error: ApiError, options: RequestOptions): void {
  if (error.code === ClientErrorCode.SESSION_EXPIRED) {
    if (options.authToken !== undefined || options.sessionExpiry === 'ignore') return;
    useSession.getState().clearSession();
    startLoginRedirect();
    return;
  }
  if (options.silent !== true) showToast(error.message, ERROR_TOAST_MS);
}

let lastLoginRedirectAt = Number.NEGATIVE_INFINITY;

/** Tests start with no redirect made. */
export function resetLoginRedirectForTests(): void {
  lastLoginRedirectAt = Number.NEGATIVE_INFINITY;
}

/** §8: a burst of expired-session answers sends the user to login once. */
function startLoginRedirect(): void {
  const now = Date.now();
  if (now - lastLoginRedirectAt < LOGIN_REDIRECT_THROTTLE_MS) return;
  lastLoginRedirectAt = now;
  if (window.location.pathname === LOGIN_PATH) return;
  platform.login({ redirect: currentLocationPath() });
}
