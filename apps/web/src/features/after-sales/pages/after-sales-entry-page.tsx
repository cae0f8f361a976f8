import { AfterSalesUiText, afterSalesApplyTypeUrl, fillText, type AfterSalesEntry } from '@emall/contract';
import { isValidId } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { LineGoods } from '../../../ui/line-goods.tsx';
import { useAfterSalesEntry } from '../api/after-sales-api.ts';
import { AfterSalesSkeleton } from '../components/after-sales-skeleton.tsx';
import { CaseCard } from '../components/case-card.tsx';
import { OrderMissing } from '../components/order-missing.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import styles from '../components/after-sales.module.css';
import cardStyles from '../../../ui/card.module.css';

/** /order/entry?orderId=… (§2): per line what may be asked now, or why not, and the order's cases. */
export function AfterSalesEntryPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  useDocumentTitle(AfterSalesUiText.entryTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={AfterSalesUiText.entryTitle} />
      {isValidId(orderId) ? <EntryView orderId={orderId} /> : <OrderMissing />}
    </main>
  );
}

function EntryView({ orderId }: { orderId: string }) {
  const entry = useAfterSalesEntry(orderId);
  if (entry.isPending) return <AfterSalesSkeleton />;
  if (entry.isError) return <LoadFailed error={entry.error} retry={() => void entry.refetch()} />;
  return <EntryBody entry={entry.data} />;
}

function EntryBody({ entry }: { entry: AfterSalesEntry }) {
  const navigate = useNavigate();
  return (
    <>
      <section className={cardStyles.card} aria-label={AfterSalesUiText.apply}>
        <p className={styles.orderNo}>
          <span>{AfterSalesUiText.orderNo}</span>
          <span>{entry.orderNo}</span>
        </p>
      </section>
      <section className={cardStyles.card} aria-label={AfterSalesUiText.entryTitle}>
        {entry.lines.map((line) => (
          <LineGoods key={line.lineId} className={styles.line} testId={`line-${line.lineId}`} picture={line.picture} name={line.goodsName}>
            <span className={styles.muted}>
              {line.skuName} ×{line.num}
            </span>
            {line.ruleText ? <span className={styles.rule}>{line.ruleText}</span> : null}
            <div className={styles.lineFoot}>
              <span className={styles.muted}>{fillText(AfterSalesUiText.piecesLeft, { n: line.piecesLeft })}</span>
              {line.types.length > 0 ? (
                <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void navigate(afterSalesApplyTypeUrl(entry.orderId, line.lineId))}>
                  {AfterSalesUiText.apply}
                </Button>
              ) : (
                <span className={styles.refusal}>{line.refusal ?? AfterSalesUiText.cannotApply}</span>
              )}
            </div>
          </LineGoods>
        ))}
      </section>
      <h2 className={styles.sectionTitle}>
        {AfterSalesUiText.myCases}
      </h2>
      {entry.cases.length > 0 ? (
        <ul className={styles.plainList}>
          {entry.cases.map((item) => (
            <CaseCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className={`${cardStyles.card} ${styles.emptyNote}`}>
          {AfterSalesUiText.noCases}
        </p>
      )}
    </>
  );
}
