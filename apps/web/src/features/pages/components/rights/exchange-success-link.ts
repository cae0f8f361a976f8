/** What the exchange success page is handed in history state. */
export interface ExchangeSuccessState {
  /** Where the card is used; '' when the page that exchanged it did not say. */
  useJumpUrl: string;
}

/** The exchange success page of §4: /store/activity/virtualproduct/success?id={id}. */
export function exchangeSuccessPath(id: string): string {
  return `/store/activity/virtualproduct/success?id=${encodeURIComponent(id)}`;
}

export function isExchangeSuccessState(value: unknown): value is ExchangeSuccessState {
  return typeof value === 'object' && value !== null && typeof (value as { useJumpUrl?: unknown }).useJumpUrl === 'string';
}
