import { ErrorCode, shopErrorInfo, fillText, PayResultAction, Text, TradeStatus, orderDetailUrl, type TradeResult, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { getOrderPayResult } from '../api/get-order-pay-result.ts';
import { getPayResultConfig } from '../api/get-pay-result-config.ts';
import { getTradeResult } from '../api/get-trade-result.ts';
import { ResultIcon } from '../components/result-icon.tsx';
import { channelName } from '../utils/channel-name.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { allOrdersUrl, receiptUrl, resultActionUrl } from '../utils/pay-links.ts';
import { fallbackButtons, fallbackTexts, RESULT_POLL_MS, RESULT_POLL_TIMES, resultStateOf, resultTitle, type ResultState } from '../utils/result-state.ts';
import styles from './pay-result-page.module.css';

/**
 * The result pages of §2, one component: which call reads the payment and what the page says
 * first depend on how the order was paid.
 */
type ResultVariant = 'cash' | 'evalue' | 'coupon' | 'public';

interface VariantSpec {
  read: (orderNo: string, signal?: AbortSignal) => Promise<TradeResult>;
  /** A payment still in progress is asked again a few times (a channel's notification may trail the shopper). */
  poll: boolean;
  /** What paid the order, under the amount. */
  note: string | null;
}

export const COUPON_PAID_ALL = UiText.couponPaysAll;
export const EVALUE_PAID = UiText.payByEValue;
export const VIEW_RECEIPT = '查看支付凭证';

const variants: Record<ResultVariant, VariantSpec> = {
  cash: { read: getTradeResult, poll: true, note: null },
  evalue: { read: getOrderPayResult, poll: false, note: EVALUE_PAID },
  coupon: { read: getOrderPayResult, poll: false, note: COUPON_PAID_ALL },
  public: { read: getOrderPayResult, poll: true, note: null },
};

/** /pay/result: cash orders (success, processing with a few polls, failed with 重新支付). */
export const PayResultPage = () => <ResultPage variant="cash" />;
/** /pay/e-result: orders paid in E-value. */
export const EResultPage = () => <ResultPage variant="evalue" />;
/** /pay/coupon-result: orders a coupon paid in full (§5). */
export const CouponResultPage = () => <ResultPage variant="coupon" />;
/** /pay/public-pay-result: payments made inside the messenger (its public pay). */
export const PublicPayResultPage = () => <ResultPage variant="public" />;

function ResultPage({ variant }: { variant: ResultVariant }) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  if (!loggedIn) return <PageLoading />;
  return <ResultView key={`${variant}:${orderNo}`} variant={variant} orderNo={orderNo} />;
}

function ResultView({ variant, orderNo }: { variant: ResultVariant; orderNo: string }) {
  const navigate = useNavigate();
  const spec = variants[variant];
  const queryClient = useQueryClient();
  const tradeKey = ['pay', 'result', variant, orderNo];
  const trade = useQuery({
    queryKey: tradeKey,
    queryFn: ({ signal }) => spec.read(orderNo, signal),
    enabled: orderNo !== '',
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) =>
      spec.poll && query.state.data?.tradeStatus === TradeStatus.inProgress && query.state.dataUpdateCount <= RESULT_POLL_TIMES
        ? RESULT_POLL_MS
        : false,
  });
  const state = trade.data ? resultStateOf(trade.data) : null;
  const config = useQuery({
    queryKey: ['pay', 'result-config', orderNo, state],
    queryFn: ({ signal }) => getPayResultConfig(orderNo, signal),
    enabled: state !== null,
    staleTime: 0,
    gcTime: 0,
  });
  useDocumentTitle(state ? (config.data?.title ?? resultTitle[state]) : null);

  const leave = (): void => void navigate(trade.data ? orderDetailUrl(trade.data.orderId) : HOME_PATH, { replace: true });
  if (!orderNo || trade.isError) {
    return (
      <main className={styles.page}>
        <PageHeader title={Text.payDealing} />
        <StateBlock
          title={trade.error?.message || shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message}
          actionText={Text.payOrderList}
          onAction={() => void navigate(allOrdersUrl(), { replace: true })}
          fullPage
        />
      </main>
    );
  }
  if (!trade.data || !state) return <PageLoading />;
  const updates = queryClient.getQueryState(tradeKey)?.dataUpdateCount ?? 0;
  const polling = spec.poll && state === 'processing' && (trade.isFetching || updates <= RESULT_POLL_TIMES);
  // The hero says the E-value earned already.
  const pointsText = fillText(Text.paySuccessPointsEarned, { points: trade.data.pointsEarned });
  const texts = (config.data?.texts ?? (config.isFetching ? [] : fallbackTexts(state))).filter((text) => text !== pointsText);
  return (
    <main className={styles.page}>
      <PageHeader title={config.data?.title ?? resultTitle[state]} onBack={leave} />
      <ResultHero trade={trade.data} state={state} title={config.data?.title ?? resultTitle[state]} note={spec.note} />
      {polling ? (
        <p className={styles.pending} role="status">
          正在查询支付结果…
        </p>
      ) : null}
      {texts.length > 0 ? (
        <ul className={styles.texts}>
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {state === 'processing' && !polling ? (
        <button type="button" className={styles.refresh} onClick={() => void trade.refetch()}>
          刷新支付结果
        </button>
      ) : null}
      <div className={styles.buttons}>
        {(config.data?.buttons ?? (config.isFetching ? [] : fallbackButtons(state))).map((button) => (
          <button
            key={`${button.action}:${button.text}`}
            type="button"
            className={button.primary ? styles.primary : styles.secondary}
            onClick={() => void navigate(resultActionUrl(button.action, trade.data), { replace: button.action !== PayResultAction.repay })}
          >
            {button.text}
          </button>
        ))}
      </div>
      <PaymentFacts trade={trade.data} />
    </main>
  );
}

function ResultHero({ trade, state, title, note }: { trade: TradeResult; state: ResultState; title: string; note: string | null }) {
  const cash = trade.payAmount > 0 || trade.payIntegral === 0;
  return (
    <section className={styles.hero} aria-label={title}>
      <ResultIcon state={state} />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.amount}>
        {cash ? <span data-testid="result-amount">¥{formatMoney(trade.payAmount)}</span> : null}
        {trade.payIntegral > 0 ? <span className={styles.evalue}>{cash ? ' + ' : ''}{trade.payIntegral} {UiText.eValue}</span> : null}
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
      {state === 'success' && trade.pointsEarned > 0 ? (
        <p className={styles.points}>{fillText(Text.paySuccessPointsEarned, { points: trade.pointsEarned })}</p>
      ) : null}
    </section>
  );
}

function PaymentFacts({ trade }: { trade: TradeResult }) {
  const navigate = useNavigate();
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{UiText.orderNo}</dt>
        <dd>{trade.orderNo}</dd>
      </div>
      {trade.channel ? (
        <div className={styles.fact}>
          <dt>{UiText.payMethod}</dt>
          <dd>{channelName(trade.channel)}</dd>
        </div>
      ) : null}
      {trade.paidAt ? (
        <div className={styles.fact}>
          <dt>{UiText.paidAt}</dt>
          <dd>{formatTime(trade.paidAt)}</dd>
        </div>
      ) : null}
      {trade.cashFlowNo && trade.tradeStatus === TradeStatus.success ? (
        <div className={styles.fact}>
          <dt>{UiText.payReceipt}</dt>
          <dd>
            <button type="button" className={styles.link} onClick={() => void navigate(receiptUrl(trade.cashFlowNo ?? ''))}>
              {VIEW_RECEIPT}
            </button>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
