import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  /** An envelope (or anything else) to send as JSON; a string is sent as is. */
  body: unknown;
  /** application/json unless given (a file's answer). */
  contentType?: string;
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => MockReply | Promise<MockReply>;

export const ok = <T>(result: T): MockReply => ({ body: { code: 0, message: 'success', result } });
export const fail = (code: number, message: string, status = 200): MockReply => ({
  status,
  body: { code, message, result: null },
});

/** Replaces global fetch with a handler; returns the list of calls made. */
export function mockApi(handler: Handler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = { method: init.method ?? 'GET', url, headers: new Headers(init.headers), body };
    calls.push(call);
    const reply = await handler(call);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': reply.contentType ?? 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
