import { InvoiceRoute, InvoiceState, InvoiceStateText, InvoiceText, InvoiceTitleType, Text, UiText, invoiceUrl, type InvoiceView } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import Steps from 'antd-mobile/es/components/steps';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import fixed from '../../../ui/fixed-bar.module.css';
import { downloadInvoicePdf, useInvoiceStanding, useResendInvoice } from '../api/invoices-api.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import styles from './invoice.module.css';
import cardStyles from '../../../ui/card.module.css';

/** /store/invoice/progress (§2): the order's invoice, its state, and for an issued one its PDF and mail. */
export function InvoiceProgressPage() {
  const loggedIn = useLoginRequired();
  useDocumentTitle(InvoiceText.progressTitle);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={InvoiceText.progressTitle} />
      {/^[1-9][0-9]{0,14}$/.test(orderId) ? <Progress orderId={orderId} /> : <StateBlock illustration="empty" title={InvoiceText.none} fullPage />}
    </main>
  );
}

const stepOf = (state: InvoiceState) => (state === InvoiceState.applied ? 0 : state === InvoiceState.issuing ? 1 : 2);

function Progress({ orderId }: { orderId: string }) {
  const standing = useInvoiceStanding(orderId);
  const navigate = useNavigate();
  if (standing.isPending) return <PageLoading />;
  if (standing.isError) return <StateBlock title={standing.error.message} actionText={UiText.reload} onAction={() => void standing.refetch()} fullPage />;
  const invoice = standing.data.current;
  if (!invoice) {
    return standing.data.invoiceable ? (
      <StateBlock illustration="empty" title={InvoiceText.none} actionText={InvoiceText.apply} onAction={() => void navigate(invoiceUrl(InvoiceRoute.make, orderId))} fullPage />
    ) : (
      <StateBlock illustration="empty" title={standing.data.refusal ?? Text.invoiceUnavailable} fullPage />
    );
  }
  return <InvoiceCard invoice={invoice} />;
}

function InvoiceCard({ invoice }: { invoice: InvoiceView }) {
  const resend = useResendInvoice();
  const [downloading, setDownloading] = useState(false);
  const issued = invoice.state === InvoiceState.issued;
  const pending = invoice.state === InvoiceState.applied || invoice.state === InvoiceState.issuing;
  const lastTitle = pending ? InvoiceStateText[InvoiceState.issued] : invoice.stateText;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };
  const mail = async () => {
    try {
      await resend.mutateAsync({ id: invoice.id });
      showToast(InvoiceText.resent);
    } catch {
      // The HTTP wrapper has shown the server's message.
    }
  };
  return (
    <>
      <section className={cardStyles.card} aria-label={InvoiceText.progressTitle}>
        <Steps current={stepOf(invoice.state)}>
          <Steps.Step title={InvoiceStateText[InvoiceState.applied]} />
          <Steps.Step title={InvoiceStateText[InvoiceState.issuing]} />
          <Steps.Step title={lastTitle} status={invoice.state === InvoiceState.failed ? 'error' : undefined} />
        </Steps>
        <div className={styles.row}>
          <span className={styles.label}>{InvoiceText.kind}</span>
          <span className={styles.state}>{invoice.kindText}</span>
        </div>
        {invoice.failReason ? (
          <div className={styles.row}>
            <span className={styles.label}>{InvoiceText.failReason}</span>
            <span>{invoice.failReason}</span>
          </div>
        ) : null}
      </section>
      <section className={cardStyles.card} aria-label={InvoiceText.amount}>
        <Row label={InvoiceText.amount} value={`¥${formatMoney(invoice.totalFen)}`} strong />
        <Row label={InvoiceText.titleType} value={invoice.titleTypeText} />
        <Row label={invoice.titleType === InvoiceTitleType.company ? InvoiceText.companyName : InvoiceText.personalName} value={invoice.title} />
        {invoice.taxNo ? <Row label={InvoiceText.taxNo} value={invoice.taxNo} /> : null}
        <Row label={InvoiceText.email} value={invoice.email} />
        {invoice.mailAddress ? <Row label={InvoiceText.mailAddress} value={`${invoice.mailAddress.name} ${invoice.mailAddress.phone} ${invoice.mailAddress.fullAddress}`} /> : null}
        <Row label={InvoiceText.orderNo} value={invoice.orderNo} />
        {invoice.invoiceNo ? <Row label={InvoiceText.invoiceNo} value={invoice.invoiceNo} /> : null}
      </section>
      {issued ? (
        <footer className={`${fixed.fixedBar} ${styles.footer}`}>
          <Button block loadingText={UiText.busy} loading={resend.isPending} disabled={resend.isPending} onClick={() => void mail()}>
            {InvoiceText.resend}
          </Button>
          <Button block color="primary" loadingText={UiText.busy} loading={downloading} disabled={downloading} onClick={() => void download()}>
            {InvoiceText.download}
          </Button>
        </footer>
      ) : null}
    </>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={strong ? styles.amount : undefined}>{value}</span>
    </div>
  );
}
