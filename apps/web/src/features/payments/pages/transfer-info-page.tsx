import { fillText, Text, TradeOrderStatus, type TransferInfo } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { copyText } from '../../../lib/copy-text.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { hasInAppHistory, assignLocation } from '../../../platform/location.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { getOrCreateTransfer } from '../api/get-transfer-info.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { payResultUrl } from '../../../lib/pay-urls.ts';
import { allOrdersUrl } from '../utils/pay-links.ts';
import styles from './transfer-info-page.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

export const TRANSFER_DONE = '我已完成转账';
export const SANDBOX_ARRIVE = '模拟银行到账(开发环境)';
const STEPS = ['复制上方收款户名、账号与开户银行', '通过网上银行、手机银行或银行柜台向该账户转账', '银行到账后订单自动完成支付,无需上传凭证'];

/** The receiving account grouped by 4 digits, as a bank card is printed (copying takes the plain number). */
export const groupDigits = (card: string): string => card.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * /pay/transfer-info?orderNo=… (§2, §3): the order's bank transfer — amount, receiving account
 * with copy buttons, the account's lifetime, how to transfer. §4: an order whose transfer is
 * finished or closed is not transferred to again: 订单状态异常！ and back.
 */
export function TransferInfoPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  useDocumentTitle(Text.transferTitle);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  const query = useQuery({
    queryKey: ['pay', 'transfer', orderNo],
    queryFn: ({ signal }) => getOrCreateTransfer(orderNo, signal),
    enabled: loggedIn && orderNo !== '',
    staleTime: 0,
    gcTime: 0,
  });
  const abnormal = query.data !== undefined && query.data.tradeOrderStatus !== TradeOrderStatus.waitPay;
  useLeaveWhen(abnormal);
  if (!loggedIn) return <PageLoading />;
  if (!orderNo) return <TransferMissing />;
  if (query.isError) return <TransferMissing message={query.error.message} />;
  if (abnormal || !query.data) return <PageLoading />;
  return <TransferView info={query.data} />;
}

/** §4: a failure toast, then back (or to the orders when the page was opened directly). */
function useLeaveWhen(abnormal: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!abnormal) return;
    showToast(Text.orderStatusAbnormal, undefined, { keepOnLeave: true });
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(allOrdersUrl(), { replace: true });
  }, [abnormal, navigate]);
}

function TransferMissing({ message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={Text.transferTitle} />
      <StateBlock title={message || Text.requestFailed} actionText={Text.payOrderList} onAction={() => void navigate(allOrdersUrl(), { replace: true })} fullPage />
    </main>
  );
}

function TransferView({ info }: { info: TransferInfo }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={Text.transferTitle} />
      <section className={styles.amountCard} aria-label={Text.transferAmount}>
        <p className={styles.label}>{Text.transferAmount}</p>
        <p className={styles.amount}>
          <span className={styles.symbol}>¥</span>
          {formatMoney(info.toPayAmount)}
        </p>
        {info.expireTime ? <p className={styles.deadline}>请于 {formatTime(info.expireTime)} 前完成转账</p> : null}
      </section>

      <section className={styles.card} aria-label="收款账户">
        <h2 className={styles.cardTitle}>收款账户</h2>
        <dl className={styles.rows}>
          <AccountRow label={Text.transferAccountName} value={info.czCardName} />
          <AccountRow label={Text.transferAccountNo} value={info.czCard.replace(/\s+/g, '')} shown={groupDigits(info.czCard)} strong />
          <AccountRow label={Text.transferBank} value={info.bankDeposit} />
        </dl>
        <p className={styles.notice}>{fillText(Text.transferAccountRegenerated, { cardInvalidDays: info.cardInvalidDays })}</p>
      </section>

      <section className={styles.card} aria-label="转账说明">
        <h2 className={styles.cardTitle}>转账说明</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.hint}>{Text.transferHint}</p>
      </section>

      {info.sandboxPayUrl ? (
        <button type="button" className={styles.sandbox} onClick={() => assignLocation(info.sandboxPayUrl ?? '')}>
          {SANDBOX_ARRIVE}
        </button>
      ) : null}
      <div className={styles.spacer} aria-hidden="true" />
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        <button type="button" className={styles.done} onClick={() => void navigate(payResultUrl(info.orderNo))}>
          {TRANSFER_DONE}
        </button>
      </footer>
    </main>
  );
}

function AccountRow({ label, value, shown = value, strong = false }: { label: string; value: string; shown?: string; strong?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={strong ? styles.strong : undefined}>{shown}</dd>
      {/* A list row holds only terms and definitions: the copy button is the row's second definition. */}
      <dd>
        <button type="button" className={styles.copy} aria-label={`${Text.transferCopy}${label}`} onClick={() => void copyText(value)}>
          {Text.transferCopy}
        </button>
      </dd>
    </div>
  );
}
