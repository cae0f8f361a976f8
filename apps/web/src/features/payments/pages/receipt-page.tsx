import { ErrorCode, shopErrorInfo, Text, orderDetailUrl, type TradeResult, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { copyText } from '../../../lib/copy-text.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { getTradeResult } from '../api/get-trade-result.ts';
import { queryPayResult } from '../api/query-pay-result.ts';
import { channelName } from '../utils/channel-name.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { allOrdersUrl } from '../utils/pay-links.ts';
import { resultStateOf, resultTitle } from '../utils/result-state.ts';
import styles from './receipt-page.module.css';

export const RECEIPT_TITLE = UiText.payReceipt;

/**
 * /pay/receipt?cashFlowNo=… (or ?orderNo=… for the order's latest payment): one payment as a
 * receipt — amount, channel, time, order number and cashFlowNo, the numbers copyable (§5).
 */
export function ReceiptPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const cashFlowNo = params.get('cashFlowNo')?.trim() ?? '';
  const orderNo = params.get('orderNo')?.trim() ?? '';
  useDocumentTitle(RECEIPT_TITLE);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  const query = useQuery({
    queryKey: ['pay', 'receipt', cashFlowNo, orderNo],
    queryFn: ({ signal }) => (cashFlowNo ? queryPayResult(cashFlowNo, signal) : getTradeResult(orderNo, signal)),
    enabled: loggedIn && (cashFlowNo !== '' || orderNo !== ''),
    staleTime: 0,
  });
  if (!loggedIn || query.isPending) {
    if (loggedIn && !cashFlowNo && !orderNo) return <ReceiptMissing />;
    return <PageLoading />;
  }
  if (query.isError) return <ReceiptMissing message={query.error.message} />;
  return <Receipt trade={query.data} />;
}

function ReceiptMissing({ message = shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={RECEIPT_TITLE} />
      <StateBlock title={message} actionText={Text.payOrderList} onAction={() => void navigate(allOrdersUrl(), { replace: true })} fullPage />
    </main>
  );
}

function Receipt({ trade }: { trade: TradeResult }) {
  const navigate = useNavigate();
  const state = resultStateOf(trade);
  return (
    <main className={styles.page}>
      <PageHeader title={RECEIPT_TITLE} />
      <article className={styles.ticket} aria-label={RECEIPT_TITLE}>
        <p className={styles.label}>支付金额</p>
        <p className={styles.amount}>¥{formatMoney(trade.payAmount)}</p>
        {trade.payIntegral > 0 ? <p className={styles.evalue}>另付 {trade.payIntegral} {UiText.eValue}</p> : null}
        <p className={[styles.status, styles[state]].join(' ')}>{resultTitle[state]}</p>
        <div className={styles.cut} aria-hidden="true" />
        <dl className={styles.rows}>
          <Row label={UiText.payMethod} value={trade.channel ? channelName(trade.channel) : '—'} />
          <Row label={UiText.paidAt} value={trade.paidAt ? formatTime(trade.paidAt) : '—'} />
          <Row label={UiText.orderNo} value={trade.orderNo} copyable />
          <Row label="交易流水号" value={trade.cashFlowNo ?? '—'} copyable={trade.cashFlowNo !== null} />
        </dl>
      </article>
      <button type="button" className={styles.order} onClick={() => void navigate(orderDetailUrl(trade.orderId))}>
        {Text.payViewOrder}
      </button>
    </main>
  );
}

function Row({ label, value, copyable = false }: { label: string; value: string; copyable?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        {copyable ? (
          <button type="button" className={styles.copy} aria-label={`${Text.transferCopy}${label}`} onClick={() => void copyText(value)}>
            {Text.transferCopy}
          </button>
        ) : null}
      </dd>
    </div>
  );
}
