import { AfterSalesRoute, AfterSalesType, AfterSalesTypeText, AfterSalesUiText, type AfterSalesEntry } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { LineGoods } from '../../../ui/line-goods.tsx';
import { useAfterSalesEntry } from '../api/after-sales-api.ts';
import { AfterSalesSkeleton } from '../components/after-sales-skeleton.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { OrderMissing } from '../components/order-missing.tsx';
import styles from '../components/after-sales.module.css';
import cardStyles from '../../../ui/card.module.css';

export function applyUrl(orderId: string, lineId: number, type: AfterSalesType): string {
  return `${AfterSalesRoute.apply}?orderId=${encodeURIComponent(orderId)}&lineId=${lineId}&type=${type}`;
}

const HINTS: Record<AfterSalesType, string> = {
  [AfterSalesType.refundOnly]: AfterSalesUiText.refundOnlyHint,
  [AfterSalesType.returnRefund]: AfterSalesUiText.returnRefundHint,
};

/** /order/afterSalesApplyType?orderId&lineId (§2): 仅退款 or 退货退款, only the allowed ones enabled. */
export function ApplyTypePage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const lineId = Number(params.get('lineId'));
  useDocumentTitle(AfterSalesUiText.applyTypeTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={AfterSalesUiText.applyTypeTitle} />
      {isValidId(orderId) ? <TypeView orderId={orderId} lineId={lineId} /> : <OrderMissing />}
    </main>
  );
}

function TypeView({ orderId, lineId }: { orderId: string; lineId: number }) {
  const entry = useAfterSalesEntry(orderId);
  if (entry.isPending) return <AfterSalesSkeleton cards={2} />;
  if (entry.isError) return <LoadFailed error={entry.error} retry={() => void entry.refetch()} />;
  return <TypeChoice entry={entry.data} lineId={lineId} />;
}

function TypeChoice({ entry, lineId }: { entry: AfterSalesEntry; lineId: number }) {
  const navigate = useNavigate();
  const line = entry.lines.find((l) => l.lineId === lineId);
  if (!line) return <OrderMissing />;
  return (
    <>
      <section className={cardStyles.card} aria-label={AfterSalesUiText.apply}>
        <LineGoods className={styles.line} picture={line.picture} name={line.goodsName}>
          <span className={styles.muted}>
            {line.skuName} ×{line.num}
          </span>
          {line.ruleText ? <span className={styles.rule}>{line.ruleText}</span> : null}
        </LineGoods>
      </section>
      {[AfterSalesType.refundOnly, AfterSalesType.returnRefund].map((type) => {
        const allowed = line.types.includes(type);
        return (
          <button
            key={type}
            type="button"
            className={styles.typeOption}
            disabled={!allowed}
            onClick={() => void navigate(applyUrl(entry.orderId, line.lineId, type))}
          >
            <span className={styles.typeIcon} aria-hidden="true">
              {type === AfterSalesType.refundOnly ? '¥' : '↺'}
            </span>
            <span className={styles.typeText}>
              <span className={styles.typeName}>{AfterSalesTypeText[type]}</span>
              <span className={styles.muted}>{allowed ? HINTS[type] : (line.refusal ?? AfterSalesUiText.typeUnavailable)}</span>
            </span>
            <span className={styles.chevron} aria-hidden="true">
              ›
            </span>
          </button>
        );
      })}
    </>
  );
}
