import { AfterSalesRoute, AfterSalesUiText, ErrorCode, orderDetailUrl, UiText, type AfterSalesCaseDetail } from '@emall/contract';
import { isValidId } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmDialog } from '../../../lib/confirm.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { MissingPage } from '../../../ui/missing-page.tsx';
import { Fact, Facts } from '../../../ui/facts.tsx';
import { LineGoods } from '../../../ui/line-goods.tsx';
import { TimelineCard } from '../../../ui/timeline-card.tsx';
import { useAfterSalesCase, useCaseAction } from '../api/after-sales-api.ts';
import { AfterSalesSkeleton } from '../components/after-sales-skeleton.tsx';
import { CaseMessages } from '../components/case-messages.tsx';
import { CaseProgress } from '../components/case-progress.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { RefundAmounts } from '../components/refund-quote.tsx';
import { ShipForm } from '../components/ship-form.tsx';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import styles from '../components/after-sales.module.css';
import page from './case-detail-page.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import cardStyles from '../../../ui/card.module.css';
import { PlainImage } from '../../../ui/plain-image.tsx';

/** /order/afterSalesDetail?id=… (ours): one case's progress, amounts, return address and shipment, and what the shopper may do. */
export function CaseDetailPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useDocumentTitle(AfterSalesUiText.detailTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={AfterSalesUiText.detailTitle} />
      {isValidId(id) ? <CaseView id={id} /> : <MissingPage code={ErrorCode.AFTER_SALES_CASE_NOT_FOUND} actionText={AfterSalesUiText.toList} to={AfterSalesRoute.list} />}
    </main>
  );
}

function CaseView({ id }: { id: string }) {
  const item = useAfterSalesCase(id);
  if (item.isPending) return <AfterSalesSkeleton cards={4} />;
  if (item.isError) return <LoadFailed error={item.error} retry={() => void item.refetch()} />;
  return <CaseBody item={item.data} />;
}

function CaseBody({ item }: { item: AfterSalesCaseDetail }) {
  const navigate = useNavigate();
  const { cancel, ship } = useCaseAction(item.id);
  const askCancel = async (): Promise<void> => {
    const sure = await confirmDialog({ content: AfterSalesUiText.cancelConfirm, confirmText: AfterSalesUiText.cancel });
    if (sure) cancel.mutate();
  };
  return (
    <>
      <section className={page.banner} aria-label={item.statusText}>
        <h2 className={page.status}>{item.statusText}</h2>
        {item.limitText ? <p className={page.limit}>{item.limitText}</p> : null}
        {item.deadline ? (
          <p className={page.limit}>
            {AfterSalesUiText.deadline} {formatTime(item.deadline)}
          </p>
        ) : null}
      </section>
      <CaseProgress item={item} />
      {item.returnAddress ? (
        <section className={cardStyles.card} aria-label={AfterSalesUiText.returnAddress}>
          <h2 className={cardStyles.title}>
            {AfterSalesUiText.returnAddress}
            <Button size="mini" fill="outline" shape="rounded" onClick={() => void copyText(`${item.returnAddress?.name} ${item.returnAddress?.phone} ${item.returnAddress?.address}`)}>
              {AfterSalesUiText.copy}
            </Button>
          </h2>
          <p className={page.address}>
            {item.returnAddress.name} {item.returnAddress.phone}
          </p>
          <p className={styles.muted}>{item.returnAddress.address}</p>
        </section>
      ) : null}
      {item.canShip ? <ShipForm busy={ship.isPending} onShip={(body) => ship.mutate(body)} /> : null}
      {item.returnShipment ? (
        <section className={cardStyles.card} aria-label={AfterSalesUiText.shipped}>
          <h2 className={cardStyles.title}>{AfterSalesUiText.shipped}</h2>
          <Facts>
            <Fact label={AfterSalesUiText.expressCompany} value={item.returnShipment.expressCompany} />
            <Fact label={AfterSalesUiText.expressNo} value={item.returnShipment.expressNo} />
          </Facts>
        </section>
      ) : null}
      <RefundAmounts amounts={item.amounts} />
      <section className={cardStyles.card} aria-label={AfterSalesUiText.applyInfo}>
        <h2 className={cardStyles.title}>{AfterSalesUiText.applyInfo}</h2>
        {item.lines.map((line) => (
          <LineGoods key={line.lineId} className={styles.line} picture={line.picture} name={line.goodsName}>
            <span className={styles.muted}>×{line.pieces}</span>
          </LineGoods>
        ))}
        <Facts>
          <Fact label={AfterSalesUiText.caseNo} value={item.caseNo} />
          <Fact label={AfterSalesUiText.orderNo} value={item.orderNo} />
          <Fact label={AfterSalesUiText.reason} value={item.reasonText} />
          {item.description ? <Fact label={AfterSalesUiText.description} value={item.description} /> : null}
          <Fact label={AfterSalesUiText.applyTime} value={formatTime(item.createdAt)} />
        </Facts>
        {item.photos.length > 0 ? (
          <div className={page.photos}>
            {item.photos.map((url) => (
              <PlainImage key={url} src={url} width={72} height={72} className={page.photo} />
            ))}
          </div>
        ) : null}
      </section>
      <CaseMessages item={item} />
      <TimelineCard title={AfterSalesUiText.records} steps={item.events.map((e) => ({ title: e.statusText, note: e.note, at: e.at }))} />
      <footer className={`${fixed.fixedBar} ${page.footer}`}>
        <Button shape="rounded" onClick={() => void navigate(orderDetailUrl(item.orderId))}>
          {AfterSalesUiText.viewOrder}
        </Button>
        {item.canCancel ? (
          <Button shape="rounded" color="primary" fill="outline" loadingText={UiText.busy} loading={cancel.isPending} onClick={() => void askCancel()}>
            {AfterSalesUiText.cancel}
          </Button>
        ) : null}
      </footer>
    </>
  );
}
