import { CashierChannel, ErrorCode, shopErrorInfo, MainOrderStatus, PayTerminalType, Text, orderDetailUrl, UiText } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { confirmDialog } from '../../../lib/confirm.ts';
import { ApiError } from '../../../lib/http.ts';
import { payResultUrl } from '../../../lib/pay-urls.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useCashierData, type CashierData } from '../api/get-cashier-data.ts';
import { CashierSkeleton } from '../components/cashier-skeleton.tsx';
import { CashierSummary } from '../components/cashier-summary.tsx';
import { PayBar } from '../components/pay-bar.tsx';
import { PayWayList } from '../components/pay-way-list.tsx';
import { usePayCountdown, type PayCountdownState } from '../hooks/use-pay-countdown.ts';
import { useStartPayment } from '../hooks/use-start-payment.ts';
import { readCashierParams, type CashierParams } from '../utils/cashier-params.ts';
import { goTo } from '../utils/go-to.ts';
import { readLastPayWay } from '../utils/last-pay-way.ts';
import { allOrdersUrl, publicPayResultUrl, transferInfoUrl } from '../utils/pay-links.ts';
import { payTerminalOf } from '../utils/pay-terminal.ts';
import { cashierWays, preselectedWay } from '../utils/pay-ways.ts';
import styles from './cashier-page.module.css';

export const LEAVE_CONFIRM = '确认离开收银台?';
export const LEAVE_HINT = '订单会为您保留,请在支付剩余时间内完成支付,超时订单将自动取消';
export const STAY_TEXT = '继续支付';
export const LEAVE_TEXT = '确认离开';
const CHANGE_WAY = '更换支付方式';
/** Every order family starts unpaid at 1 (§4). */
const WAIT_PAY = MainOrderStatus.waitPay;

/** /pay/cashier (§2): every way the order can be paid, the recommended one chosen. */
export function CashierPage() {
  return <Cashier speedy={false} />;
}

/**
 * /pay/speedy-cashier (§2): the same cashier in one step — the shopper's last way (else the first
 * that pays at once) is chosen and shown alone, the others behind 更换支付方式.
 */
export function SpeedyCashierPage() {
  return <Cashier speedy />;
}

function Cashier({ speedy }: { speedy: boolean }) {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(Text.cashierTitle);
  const params = useMemo(() => readCashierParams(new URLSearchParams(search)), [search]);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  if (!loggedIn) return <PageLoading />;
  if (!params) return <OrderMissing />;
  return <CashierView key={params.orderNo} params={params} speedy={speedy} />;
}

function OrderMissing({ message = shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={Text.cashierTitle} />
      <StateBlock title={message} actionText={Text.payOrderList} onAction={() => void navigate(allOrdersUrl(), { replace: true })} fullPage />
    </main>
  );
}

function CashierView({ params, speedy }: { params: CashierParams; speedy: boolean }) {
  const terminalType = payTerminalOf(platform.kind);
  const handedOff = useNativeCashier(params);
  const query = useCashierData(params.orderNo, terminalType, !handedOff);
  const countdown = usePayCountdown(params.orderNo, !handedOff);
  if (handedOff) return <NativeHandoff orderNo={params.orderNo} />;
  const loadCode = query.error instanceof ApiError ? query.error.code : null;
  if (loadCode === ErrorCode.ORDER_ALREADY_PAID) return <Navigate to={payResultUrl(params.orderNo)} replace />;
  if (loadCode === ErrorCode.ORDER_CLOSED) return <TimedOut params={params} orderId={null} />;
  if (loadCode === ErrorCode.ORDER_NOT_FOUND || loadCode === ErrorCode.ORDER_NOT_PAYABLE) return <OrderMissing message={query.error?.message} />;
  if (query.isError) {
    return (
      <main className={styles.page}>
        <PageHeader title={Text.cashierTitle} />
        <StateBlock title={query.error.message || Text.requestFailed} actionText={UiText.reload} onAction={() => void query.refetch()} fullPage />
      </main>
    );
  }
  if (!query.data) {
    return (
      <main className={styles.page}>
        <PageHeader title={Text.cashierTitle} />
        <CashierSkeleton />
      </main>
    );
  }
  return <CashierForm params={params} speedy={speedy} terminalType={terminalType} data={query.data} countdown={countdown} />;
}

interface CashierFormProps {
  params: CashierParams;
  speedy: boolean;
  terminalType: PayTerminalType;
  data: CashierData;
  countdown: PayCountdownState;
}

function CashierForm({ params, speedy, terminalType, data, countdown }: CashierFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderNo } = params;
  const ways = useMemo(() => cashierWays(data.ways.ways, data.config.channels), [data]);
  const recommended = useMemo(() => preselectedWay(ways, speedy, readLastPayWay()), [ways, speedy]);
  const [picked, setPicked] = useState<CashierChannel | null>(null);
  const [showAll, setShowAll] = useState(!speedy);
  const selected = picked !== null && ways.some((w) => w.channel === picked && w.enabled) ? picked : recommended;

  const resultUrl = params.resultUrl ?? (terminalType === PayTerminalType.H5 ? publicPayResultUrl(orderNo) : payResultUrl(orderNo));
  const onRefused = useCallback(
    (code: number) => {
      if (code === ErrorCode.ORDER_ALREADY_PAID) void navigate(payResultUrl(orderNo), { replace: true });
      // Closed, no longer payable, a way gone: the page reads the order again and shows where it stands.
      else void queryClient.invalidateQueries({ queryKey: ['pay'] });
    },
    [navigate, orderNo, queryClient],
  );
  const { start, creating } = useStartPayment({ orderNo, terminalType, resultUrl, onRefused });

  const leave = async (): Promise<void> => {
    const stay = await confirmDialog({ title: LEAVE_CONFIRM, content: LEAVE_HINT, confirmText: STAY_TEXT, cancelText: LEAVE_TEXT });
    if (stay) return;
    goTo(params.interceptUrl ?? { kind: 'in-app', path: orderDetailUrl(data.ways.orderId) }, true);
  };
  const pay = (): void => {
    if (!selected) return;
    if (selected === CashierChannel.Transfer) void navigate(transferInfoUrl(orderNo));
    else void start(selected);
  };

  const paidMeanwhile = countdown.status !== null && countdown.status !== WAIT_PAY && !countdown.closed;
  if (paidMeanwhile) return <Navigate to={payResultUrl(orderNo)} replace />;
  if (countdown.expired) return <TimedOut params={params} orderId={data.ways.orderId} />;

  const shown = showAll ? ways : ways.filter((way) => way.channel === selected);
  return (
    <main className={styles.page}>
      <PageHeader title={Text.cashierTitle} onBack={() => void leave()} />
      <CashierSummary
        payAmountFen={data.ways.payAmount}
        payIntegral={data.ways.payIntegral}
        remainSeconds={countdown.remainSeconds}
        orderNo={data.ways.orderNo}
      />
      <h2 className={styles.sectionTitle}>{Text.cashierChooseWay}</h2>
      {ways.length === 0 ? (
        <p className={styles.noWay}>{shopErrorInfo[ErrorCode.PAY_CHANNEL_UNAVAILABLE].message}</p>
      ) : (
        <PayWayList ways={shown} selected={selected} recommended={recommended} disabled={creating} onSelect={setPicked} />
      )}
      {!showAll && ways.length > 1 ? (
        <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
          {CHANGE_WAY}
        </button>
      ) : null}
      <PayBar payAmountFen={data.ways.payAmount} disabled={!selected} creating={creating} onPay={pay} />
    </main>
  );
}

/** §2: at zero the cashier goes to timeoutUrl when it has one, else says the order is closed. */
function TimedOut({ params, orderId }: { params: CashierParams; orderId: string | null }) {
  const navigate = useNavigate();
  const { timeoutUrl } = params;
  useEffect(() => {
    if (timeoutUrl) goTo(timeoutUrl, true);
  }, [timeoutUrl]);
  if (timeoutUrl) return <PageLoading />;
  return (
    <main className={styles.page}>
      <PageHeader title={Text.cashierTitle} />
      <StateBlock
        illustration="empty"
        title={Text.cashierTimeout}
        description="超时未支付,订单已自动关闭,商品库存、E值与优惠券已退回"
        actionText={Text.payViewOrder}
        onAction={() => void navigate(orderId ? orderDetailUrl(orderId) : allOrdersUrl(), { replace: true })}
        fullPage
      />
    </main>
  );
}

/**
 * Inside the car app or the mini-program the container's own cashier takes the order (§2 native
 * pay pages); true once it has.
 */
function useNativeCashier(params: CashierParams): boolean {
  const [handedOff, setHandedOff] = useState(false);
  const asked = useRef(false);
  const { orderNo, tradeScene, resultUrl } = params;
  useEffect(() => {
    if (asked.current || platform.kind === 'browser' || platform.kind === 'messenger') return;
    asked.current = true;
    const query = { orderNo, tradeScene, resultUrl };
    setHandedOff(platform.navigate('payV2', query) || platform.navigate('pay', query));
  }, [orderNo, tradeScene, resultUrl]);
  return handedOff;
}

function NativeHandoff({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={Text.cashierTitle} />
      <StateBlock
        illustration="empty"
        title="已打开收银台"
        description="请在弹出的收银台中完成支付"
        actionText="查看支付结果"
        onAction={() => void navigate(payResultUrl(orderNo), { replace: true })}
        fullPage
      />
    </main>
  );
}
