import { ADMIN_CSRF_HEADER, AdminPaths, ErrorCode, InvoiceAdminPaths } from '@emall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from './csrf.ts';
import { bindMessage } from './feedback.ts';
import { ApiError, http } from './http.ts';
import { bindNavigate } from './navigation.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const toast = vi.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const session = { operator: { id: 1 }, csrfToken: 'csrf-1', expiresAt: '2026-01-01T00:00:00Z' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  bindNavigate(navigate);
  bindMessage({ open: toast } as never);
  window.history.replaceState(null, '', '/console/system/audit?page=2');
  setCsrfToken('csrf-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  navigate.mockReset();
  toast.mockReset();
  setCsrfToken(null);
});

describe('the console http client', () => {
  it('calls the admin API and unwraps the envelope, sending the CSRF token on writes only', async () => {
    answer(200, { code: 0, message: 'ok', result: session });
    await expect(http.get(AdminPaths.me)).resolves.toEqual(session);
    const [getUrl, getInit] = fetchMock.mock.calls[0]!;
    expect(getUrl).toBe('/admin-api/auth/me');
    expect(new Headers(getInit?.headers).has(ADMIN_CSRF_HEADER)).toBe(false);
    expect(getInit?.credentials).toBe('same-origin');

    answer(200, { code: 0, message: 'ok', result: { id: 7 } });
    await http.put(AdminPaths.operatorDisabled, { disabled: true }, { params: { id: '7' } });
    const [putUrl, putInit] = fetchMock.mock.calls[1]!;
    expect(putUrl).toBe('/admin-api/operators/7/disabled');
    expect(new Headers(putInit?.headers).get(ADMIN_CSRF_HEADER)).toBe('csrf-1');
    expect(putInit?.body).toBe('{"disabled":true}');
  });

  it('leaves empty filters out of the query string', async () => {
    answer(200, { code: 0, message: 'ok', result: { pageNo: 1, pageSize: 20, totalNum: 0, result: [] } });
    await http.get(AdminPaths.auditLog, { query: { username: '', action: 'operator.create', pageNo: 1 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/admin-api/audit-log?action=operator.create&pageNo=1');
  });

  it('sends an operator whose session ended to the sign-in page, coming back where it was', async () => {
    answer(401, { code: ErrorCode.ADMIN_NOT_SIGNED_IN, message: '未登录', result: null });
    await expect(http.get(AdminPaths.me)).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fsystem%2Faudit%3Fpage%3D2', { replace: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the sign-in form where it is on its own refusal', async () => {
    answer(400, { code: ErrorCode.ADMIN_CREDENTIALS_WRONG, message: '用户名或密码错误', result: null });
    const error = await http.post(AdminPaths.signIn, { username: 'a', password: 'b' }, { silent: true, unauthorized: 'ignore' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('用户名或密码错误');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts a refusal with the server's Chinese message", async () => {
    answer(403, { code: ErrorCode.ADMIN_FORBIDDEN, message: '无权限执行此操作', result: null });
    await expect(http.get(AdminPaths.operators, { query: {} })).rejects.toMatchObject({ status: 403, code: ErrorCode.ADMIN_FORBIDDEN });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: '无权限执行此操作' }));
  });

  it('sends an account that must change its password to the password page', async () => {
    answer(403, { code: ErrorCode.ADMIN_PASSWORD_CHANGE_REQUIRED, message: '请先修改密码', result: null });
    await expect(http.get(AdminPaths.operators, { query: {} })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/password', { replace: true });
  });

  it('turns a network failure or a non-envelope answer into the default failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await expect(http.get(AdminPaths.me)).rejects.toMatchObject({ code: ErrorCode.REQUEST_FAILED });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(http.get(AdminPaths.me)).rejects.toMatchObject({ code: ErrorCode.REQUEST_FAILED, status: 502 });
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('fetches a file as a blob with the session, and turns a refusal into the server\'s words', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const pdf = await http.file(InvoiceAdminPaths.pdf, { params: { id: '12' } });
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(fetchMock.mock.calls[0]![0]).toBe('/admin-api/invoices/12/pdf');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('same-origin');
    answer(404, { code: ErrorCode.INVOICE_NOT_FOUND, message: '发票不存在', result: null });
    const refused = await http.file(InvoiceAdminPaths.pdf, { params: { id: '99' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(ErrorCode.INVOICE_NOT_FOUND);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '发票不存在' }));
  });
});
