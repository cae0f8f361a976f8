import { redirectTarget, type RedirectTarget } from '../../../lib/redirect-target.ts';

/** The query of /pay/cashier and /pay/speedy-cashier (§2), with every URL through the brand's redirect check (§5). */
export interface CashierParams {
  orderNo: string;
  tradeScene: string | null;
  /** Where /payTransfer returns after the payment (§3 frontData.resultUrl): a path of this site or a brand URL. */
  resultUrl: string | null;
  /** Where the cashier goes when the countdown runs out. */
  timeoutUrl: RedirectTarget | null;
  /** Where leaving the cashier (back, after 确认离开) goes instead of the order. */
  interceptUrl: RedirectTarget | null;
}

/** null without an orderNo: there is nothing to pay. A disallowed URL counts as absent. */
export function readCashierParams(params: URLSearchParams): CashierParams | null {
  const orderNo = params.get('orderNo')?.trim() ?? '';
  if (!orderNo) return null;
  const result = allowed(params.get('resultUrl'));
  return {
    orderNo,
    tradeScene: params.get('tradeScene') || null,
    resultUrl: result === null ? null : result.kind === 'in-app' ? result.path : result.href,
    timeoutUrl: allowed(params.get('timeoutUrl')),
    interceptUrl: allowed(params.get('interceptUrl')),
  };
}

function allowed(value: string | null): RedirectTarget | null {
  return value ? redirectTarget(value) : null;
}
