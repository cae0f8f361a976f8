import { PayResultAction, PayStatus, Text, TradeStatus, type PayResultButton, type TradeResult } from '@emall/contract';

export type ResultState = 'success' | 'processing' | 'failed';

/** §4 trade and pay statuses as a result page shows them. */
export function resultStateOf(trade: Pick<TradeResult, 'tradeStatus' | 'payStatus'>): ResultState {
  if (trade.tradeStatus === TradeStatus.success) return 'success';
  if (trade.tradeStatus === TradeStatus.failed || trade.payStatus === PayStatus.close) return 'failed';
  return 'processing';
}

export const resultTitle: Record<ResultState, string> = {
  success: Text.paySuccess,
  processing: Text.payDealing,
  failed: Text.payFailed,
};

/** The buttons when the server's result config cannot be read. */
export function fallbackButtons(state: ResultState): PayResultButton[] {
  const viewOrder: PayResultButton = { text: Text.payViewOrder, action: PayResultAction.orderDetail, primary: state !== 'failed' };
  if (state === 'failed') return [{ text: Text.payRepay, action: PayResultAction.repay, primary: true }, viewOrder];
  return [viewOrder, { text: Text.payBackHome, action: PayResultAction.home, primary: false }];
}

/** The texts under the title when the server's result config cannot be read. */
export function fallbackTexts(state: ResultState): string[] {
  if (state === 'processing') return [Text.payDealingHint];
  return state === 'failed' ? [Text.payFailedHint] : [];
}

/** How often and how many times a result still in progress is asked again. */
export const RESULT_POLL_MS = 2_000;
export const RESULT_POLL_TIMES = 5;
