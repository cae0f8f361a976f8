import { FilePdfOutlined } from '@ant-design/icons';
import { InvoiceAdminText as T, InvoiceState } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { DetailHead } from '../../../ui/detail-head.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { openInvoicePdf } from '../api/invoice-files.ts';
import { INVOICES_PATH } from '../api/invoice-paths.ts';
import { InvoiceActions } from '../components/invoice-actions.tsx';
import { InvoiceAuditCard, InvoiceBuyerCard, InvoiceLinesCard, RelatedInvoicesCard } from '../components/invoice-cards.tsx';
import { DirectionTag, InvoiceStateBadge } from '../components/invoice-state.tsx';

/** 查看PDF: the PDF fetched with the console's session, opened in a new tab; the button waits meanwhile. */
function PdfButton({ id }: { id: string }) {
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    openInvoicePdf(id)
      .catch(() => undefined) // the client has toasted the server's message
      .finally(() => setOpening(false));
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={opening} onClick={open}>
      {T.viewPdf}
    </Button>
  );
}

/** 发票详情: the title, lines and totals, where it goes, the order's other invoices, the audit trail, and finance's actions. */
export function InvoiceDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useInvoice(id);
  const invoice = query.data;
  if (query.isError && !invoice) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!invoice) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <DetailHead
          back={{ to: `/${INVOICES_PATH}`, text: T.back }}
          title={invoice.title}
          tags={
            <>
              <DirectionTag direction={invoice.direction} />
              <InvoiceStateBadge state={invoice.state} />
            </>
          }
          extra={invoice.invoiceNo && <PdfButton id={invoice.id} />}
          query={query}
        />
        <Descriptions size="small" column={4} style={{ marginTop: 16 }}>
          <Descriptions.Item label={T.orderNo}>{invoice.orderNo}</Descriptions.Item>
          <Descriptions.Item label={T.invoiceNo}>{invoice.invoiceNo ?? T.notNumbered}</Descriptions.Item>
          <Descriptions.Item label={T.kind}>{invoice.kindText}</Descriptions.Item>
          <Descriptions.Item label={T.amount}>
            <Typography.Text strong>{formatPrice(invoice.totalFen)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={T.appliedAt}>{formatTime(invoice.appliedAt)}</Descriptions.Item>
          <Descriptions.Item label={T.issuedAt}>{formatTime(invoice.issuedAt) || '—'}</Descriptions.Item>
        </Descriptions>
        {invoice.state === InvoiceState.failed && invoice.failReason && (
          <Alert type="error" showIcon style={{ marginTop: 16 }} title={`${T.failReason}: ${invoice.failReason}`} />
        )}
        {invoice.redFlushDue && invoice.state === InvoiceState.issued && <Alert type="warning" showIcon style={{ marginTop: 16 }} title={T.redFlushDue} />}
        <div style={{ marginTop: 16 }}>
          <InvoiceActions invoice={invoice} />
        </div>
      </Card>
      <Row gutter={16}>
        <Col span={15}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <InvoiceLinesCard invoice={invoice} />
            <InvoiceAuditCard invoice={invoice} />
          </Space>
        </Col>
        <Col span={9}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <InvoiceBuyerCard invoice={invoice} />
            <RelatedInvoicesCard invoice={invoice} />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
