import { InvoicePaths } from '@emall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi } from '../test/mock-api.ts';
import { spyOnToast } from '../test/spies.ts';
import { ApiError, http } from './http.ts';
import { useSession } from './session.ts';
import { showToast } from './toast.ts';

beforeEach(() => {
  spyOnToast();
});

describe('http wrapper: a file answer', () => {
  it('answers the file with the session’s headers, and fails like any call when the server answers an envelope', async () => {
    useSession.getState().setSession({ token: 'mine', userId: 'u-1', phone: '13800000001' });
    const calls = mockApi(() => ({ body: '%PDF-1.7', contentType: 'application/pdf' }));
    const file = await http.blob(InvoicePaths.pdf, { params: { id: 7 } });
    expect(await file.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url.pathname).toBe('/api-gateway/hermes/v1/invoices/7/pdf');
    expect(calls[0]?.headers.get('login-token')).toBe('mine');

    mockApi(() => fail(40425, '发票不存在', 404));
    const error = await http.blob(InvoicePaths.pdf, { params: { id: 8 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40425, message: '发票不存在' });
    expect(showToast).toHaveBeenCalledWith('发票不存在', 2000);
  });
});
