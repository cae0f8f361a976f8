import {
  ADMIN_API_BASE,
  ADMIN_CSRF_HEADER,
  ErrorCode,
  HTTP_TIMEOUT_MS,
  Text,
  type AdminRoute,
  type AnswerOf,
  type BodyOf,
  type Method,
  type ParamsOf,
  type QueryOf,
  type RouteAt,
} from '@emall/contract';
import { csrfToken } from './csrf.ts';
import { showError } from './feedback.ts';
import { CHANGE_PASSWORD_PATH, currentConsolePath, goTo, LOGIN_PATH, loginPathFor } from './navigation.ts';

/** Every failed call ends as one of these: the server's code, message and HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(code: number = ErrorCode.REQUEST_FAILED, message: string = Text.requestFailed, status = 0) {
    super(message || Text.requestFailed);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: Method;
  /** Added to the URL; null, undefined and '' are left out. */
  query?: object;
  /** Values of the path's `:name` parts. */
  params?: object;
  body?: unknown;
  /** No toast: the caller shows the failure itself (a form's inline error). */
  silent?: boolean;
  /** 'ignore': a 401 is only this call's failure, no trip to the sign-in page (the sign-in form itself). */
  unauthorized?: 'sign-in' | 'ignore';
  signal?: AbortSignal;
}

function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, QueryValue>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`missing path value ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue | QueryValue[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (an upload) sets its own multipart type and boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  const token = method === 'GET' ? null : csrfToken();
  if (token) headers[ADMIN_CSRF_HEADER] = token;
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_BASE}${fillPath(path, options.params)}${queryString(options.query)}`, {
      method,
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError();
  }
  const envelope = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown; result?: unknown } | null;
  if (!envelope || typeof envelope.code !== 'number') throw new ApiError(ErrorCode.REQUEST_FAILED, Text.requestFailed, response.status);
  if (!response.ok || envelope.code !== 0) {
    throw new ApiError(envelope.code, typeof envelope.message === 'string' ? envelope.message : Text.requestFailed, response.status);
  }
  return envelope.result as T;
}

function handleFailure(error: ApiError, options: RequestOptions): void {
  const here = currentConsolePath();
  if (error.status === 401 && options.unauthorized !== 'ignore') {
    if (!here.startsWith(LOGIN_PATH)) goTo(loginPathFor(here), { replace: true });
    return;
  }
  if (error.code === ErrorCode.ADMIN_PASSWORD_CHANGE_REQUIRED) {
    if (!here.startsWith(CHANGE_PASSWORD_PATH)) goTo(CHANGE_PASSWORD_PATH, { replace: true });
    return;
  }
  if (!options.silent) showError(error.message);
}

/**
 * THE way the console talks to the admin API: base path, JSON, the same-origin session cookie,
 * the CSRF header on every call but GET, envelope unwrap; a 401 goes to the sign-in page (and
 * back after), a forced password change to its page, any other failure toasts the server's message.
 */
async function request<T>(path: string, options: RequestOptions): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError();
    if (!options.signal?.aborted) handleFailure(error, options);
    throw error;
  }
}

/**
 * A file a declared GET call answers (a PDF, a CSV) instead of the envelope, with the console's
 * session cookie; a refusal comes as the envelope and ends as an ApiError, toasted like any other.
 */
async function fetchFile(path: string, options: RequestOptions): Promise<Blob> {
  try {
    let response: Response;
    try {
      response = await fetch(`${ADMIN_API_BASE}${fillPath(path, options.params)}${queryString(options.query)}`, {
        headers: { accept: '*/*' },
        credentials: 'same-origin',
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch {
      throw new ApiError();
    }
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !type.includes('application/json')) return await response.blob();
    const envelope = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const code = typeof envelope?.code === 'number' && envelope.code !== 0 ? envelope.code : ErrorCode.REQUEST_FAILED;
    throw new ApiError(code, typeof envelope?.message === 'string' ? envelope.message : Text.requestFailed, response.status);
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError();
    handleFailure(error, options);
    throw error;
  }
}

type Declared<M extends Method, P extends string> = RouteAt<AdminRoute, M, P>;
type DeclaredPath<M extends Method> = Extract<AdminRoute, { method: M }>['path'];
type Answer<M extends Method, P extends string> = Promise<AnswerOf<Declared<M, P>>>;
type Flags = Pick<RequestOptions, 'silent' | 'unauthorized' | 'signal'>;

/** A call's options: its query and path values typed from its declaration, left out when it has none. */
type CallOptions<R extends AdminRoute> = Flags &
  (QueryOf<R> extends undefined ? unknown : { query: QueryOf<R> }) &
  (ParamsOf<R> extends undefined ? unknown : { params: ParamsOf<R> });
type OptionalIfEmpty<O> = object extends O ? [options?: O] : [options: O];

/**
 * The admin calls by method, each typed from its declaration in the contract (packages/contract/src/admin):
 * `http.get(AdminPaths.operators, { query })`, `http.put(AdminPaths.operator, body, { params: { id } })`.
 */
export const http = {
  get: <P extends DeclaredPath<'GET'>>(path: P, ...options: OptionalIfEmpty<CallOptions<Declared<'GET', P>>>): Answer<'GET', P> =>
    request(path, { ...options[0], method: 'GET' }),
  post: <P extends DeclaredPath<'POST'>>(
    path: P,
    body: BodyOf<Declared<'POST', P>>,
    ...options: OptionalIfEmpty<CallOptions<Declared<'POST', P>>>
  ): Answer<'POST', P> => request(path, { ...options[0], method: 'POST', body }),
  put: <P extends DeclaredPath<'PUT'>>(
    path: P,
    body: BodyOf<Declared<'PUT', P>>,
    ...options: OptionalIfEmpty<CallOptions<Declared<'PUT', P>>>
  ): Answer<'PUT', P> => request(path, { ...options[0], method: 'PUT', body }),
  /** A file to a declared POST call that takes one (multipart field `file`), e.g. a goods picture. */
  upload: <P extends DeclaredPath<'POST'>>(path: P, file: Blob, ...options: OptionalIfEmpty<CallOptions<Declared<'POST', P>>>): Answer<'POST', P> => {
    const form = new FormData();
    form.append('file', file);
    return request(path, { ...options[0], method: 'POST', body: form });
  },
  /** A declared GET call that answers a file, as a Blob: `http.file(InvoiceAdminPaths.pdf, { params: { id } })`. */
  file: <P extends DeclaredPath<'GET'>>(path: P, ...options: OptionalIfEmpty<CallOptions<Declared<'GET', P>>>): Promise<Blob> =>
    fetchFile(path, { ...options[0], method: 'GET' }),
  delete: <P extends DeclaredPath<'DELETE'>>(
    path: P,
    body: BodyOf<Declared<'DELETE', P>>,
    ...options: OptionalIfEmpty<CallOptions<Declared<'DELETE', P>>>
  ): Answer<'DELETE', P> => request(path, { ...options[0], method: 'DELETE', body }),
};
