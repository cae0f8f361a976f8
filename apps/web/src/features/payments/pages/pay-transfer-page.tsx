import { Text } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../../../lib/redirect-target.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { getPayResultByOutTradeNo } from '../api/get-pay-result-by-out-trade-no.ts';
import { resultUrlOf } from '../utils/front-data.ts';
import { goTo } from '../utils/go-to.ts';
import { allOrdersUrl, receiptUrl } from '../utils/pay-links.ts';
import styles from './pay-transfer-page.module.css';

export const TRANSFER_LOADING = '正在确认支付结果…';
export const TRANSFER_UNKNOWN = '未找到该笔支付';

/**
 * /payTransfer?out_trade_no=… (§2): where a pay channel sends the browser back. It finds the
 * payment (§3 pay result) and takes this page's place with frontData.resultUrl — checked like any
 * redirect (§5); without an allowed one, the payment's receipt.
 */
export function PayTransferPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const outTradeNo = params.get('out_trade_no')?.trim() ?? '';
  useDocumentTitle(Text.payDealing);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  if (!loggedIn) return <PageLoading />;
  if (!outTradeNo) return <UnknownPayment />;
  return <Resolve outTradeNo={outTradeNo} />;
}

function Resolve({ outTradeNo }: { outTradeNo: string }) {
  const query = useQuery({
    queryKey: ['pay', 'out-trade', outTradeNo],
    queryFn: ({ signal }) => getPayResultByOutTradeNo(outTradeNo, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const target = useMemo(() => {
    if (!query.data) return null;
    const resultUrl = resultUrlOf(query.data.frontData);
    return (resultUrl ? redirectTarget(resultUrl) : null) ?? { kind: 'in-app' as const, path: receiptUrl(query.data.cashFlowNo) };
  }, [query.data]);
  useEffect(() => {
    if (target) goTo(target, true);
  }, [target]);
  if (query.isError) return <UnknownPayment message={query.error.message} />;
  return (
    <main className={styles.page}>
      <div className={styles.center} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.text}>{TRANSFER_LOADING}</p>
      </div>
    </main>
  );
}

function UnknownPayment({ message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={Text.payDealing} />
      <StateBlock
        title={TRANSFER_UNKNOWN}
        description={message}
        actionText={Text.payOrderList}
        onAction={() => void navigate(allOrdersUrl(), { replace: true })}
        fullPage
      />
    </main>
  );
}
