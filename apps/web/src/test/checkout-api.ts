import { Paths, type OrderRequest, type OrderSubmitData } from '@emall/contract';
import { submitData, submitResult } from './checkout-fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from './mock-api.ts';

const base = '/api-gateway';
const preSubmitPaths = new Set([Paths.preSubmit, Paths.preSubmitHomeCharging, Paths.preSubmitAnnexV2, Paths.preSubmitAnnexV3].map((p) => base + p));
const submitPaths = new Set(
  [Paths.orderSubmitV1, Paths.orderSubmitV2, Paths.orderSubmitAnnexV3, Paths.orderSubmitSimple, Paths.orderPointsSubmit].map((p) => base + p),
);

const isPreSubmit = (call: RecordedCall): boolean => preSubmitPaths.has(call.url.pathname);
const isSubmit = (call: RecordedCall): boolean => call.method === 'POST' && submitPaths.has(call.url.pathname);

interface CheckoutHandlers {
  /** The pre-submit answer for a request; defaults to submitData(). */
  preSubmit?: (body: OrderRequest, call: RecordedCall) => OrderSubmitData | MockReply | Promise<OrderSubmitData | MockReply>;
  submit?: (call: RecordedCall) => MockReply | Promise<MockReply>;
  other?: (call: RecordedCall) => MockReply | undefined;
}

/** A checkout API: pre-submit and submit calls by path, everything else 404 unless `other` answers. */
export function mockCheckoutApi(handlers: CheckoutHandlers = {}): RecordedCall[] {
  return mockApi(async (call) => {
    if (isPreSubmit(call)) {
      const answer = handlers.preSubmit ? await handlers.preSubmit(call.body as OrderRequest, call) : submitData();
      return 'lines' in answer ? ok(answer) : answer;
    }
    if (isSubmit(call)) return handlers.submit ? handlers.submit(call) : ok(submitResult());
    return handlers.other?.(call) ?? fail(40400, '请求的内容不存在', 404);
  });
}

export const preSubmitCalls = (calls: RecordedCall[]): RecordedCall[] => calls.filter(isPreSubmit);
export const submitCalls = (calls: RecordedCall[]): RecordedCall[] => calls.filter(isSubmit);
