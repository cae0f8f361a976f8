import { AuditActionName, InvoiceAdminText as T, InvoiceState, InvoiceStateText, type AdminInvoiceDetail, type InvoiceLineView, type InvoiceView } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Card, Descriptions, Empty, Space, Table, Timeline, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { invoicePathOf } from '../api/invoice-paths.ts';
import { DirectionTag, InvoiceStateBadge } from './invoice-state.tsx';

const rate = (permille: number) => `${permille / 10}%`;
const given = (text: string) => text || <Typography.Text type="secondary">{T.notGiven}</Typography.Text>;
// antd's empty-state grey is too faint to read (axe colour contrast).
const none = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: '#595959' }}>{text}</span>} />;

/** 开票明细: the lines as the invoice bills them (tax-exclusive amount, rate, tax), the sums and 价税合计 in capitals. */
export function InvoiceLinesCard({ invoice }: { invoice: AdminInvoiceDetail }) {
  const amountFen = invoice.lines.reduce((sum, l) => sum + l.amountFen, 0);
  const columns: TableProps<InvoiceLineView>['columns'] = [
    { title: T.goodsName, dataIndex: 'name' },
    { title: T.quantity, dataIndex: 'quantity', width: 70, align: 'right' },
    { title: T.unitPrice, dataIndex: 'unitPrice', width: 110, align: 'right' },
    { title: T.lineAmount, dataIndex: 'amountFen', width: 120, align: 'right', render: (fen: number) => formatPrice(fen) },
    { title: T.taxRate, dataIndex: 'ratePermille', width: 100, align: 'right', render: rate },
    { title: T.taxAmount, dataIndex: 'taxFen', width: 110, align: 'right', render: (fen: number) => formatPrice(fen) },
  ];
  return (
    <Card title={T.lines}>
      <Table<InvoiceLineView>
        rowKey={(line) => `${line.name}-${line.ratePermille}-${line.amountFen}`}
        size="small"
        pagination={false}
        columns={columns}
        dataSource={invoice.lines}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{T.total}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatPrice(amountFen)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} />
            <Table.Summary.Cell index={5} align="right">
              {formatPrice(invoice.taxFen)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Descriptions bordered size="small" column={2} style={{ marginTop: 16 }} styles={{ label: { width: 150 } }}>
        <Descriptions.Item label={T.totalInWords}>
          <Typography.Text strong aria-label={T.totalInWords}>
            {invoice.totalInCapitals}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={T.totalInFigures}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {formatPrice(invoice.totalFen)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** 购买方信息: the title as the shopper gave it, where the invoice goes, and the buyer's phone. */
export function InvoiceBuyerCard({ invoice }: { invoice: AdminInvoiceDetail }) {
  const address = invoice.mailAddress;
  return (
    <Card title={T.buyerSection}>
      <Descriptions size="small" column={1} styles={{ label: { width: 104 } }}>
        <Descriptions.Item label={T.title}>
          <Typography.Text strong copyable>
            {invoice.title}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={T.titleType}>{invoice.titleTypeText}</Descriptions.Item>
        {invoice.taxNo && (
          <Descriptions.Item label={T.taxNo}>
            <Typography.Text copyable>{invoice.taxNo}</Typography.Text>
          </Descriptions.Item>
        )}
        {invoice.taxNo && <Descriptions.Item label={T.bank}>{given(invoice.bank)}</Descriptions.Item>}
        {invoice.taxNo && <Descriptions.Item label={T.account}>{given(invoice.account)}</Descriptions.Item>}
        {invoice.taxNo && <Descriptions.Item label={T.regAddress}>{given(invoice.regAddress)}</Descriptions.Item>}
        {invoice.taxNo && <Descriptions.Item label={T.regPhone}>{given(invoice.regPhone)}</Descriptions.Item>}
        <Descriptions.Item label={T.email}>{invoice.email}</Descriptions.Item>
        {address && (
          <Descriptions.Item label={T.mailAddress}>
            {address.name} {address.phone}
            <br />
            {address.fullAddress}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={T.buyerPhone}>{invoice.buyerPhone}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** 关联发票: the order's other invoices (a red one and the blue one it cancels, an earlier refused one). */
export function RelatedInvoicesCard({ invoice }: { invoice: AdminInvoiceDetail }) {
  return (
    <Card title={T.related}>
      {invoice.related.length === 0 ? (
        none(T.noRelated)
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} role="list" aria-label={T.related}>
          {invoice.related.map((r: InvoiceView) => (
            <Space key={r.id} role="listitem" style={{ width: '100%', justifyContent: 'space-between' }} align="start">
              <Space orientation="vertical" size={2}>
                <Space size={8}>
                  <DirectionTag direction={r.direction} />
                  <Link to={invoicePathOf(r.id)}>{r.invoiceNo ?? T.notNumbered}</Link>
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {T.appliedAt} {formatTime(r.appliedAt)}
                </Typography.Text>
              </Space>
              <Space orientation="vertical" size={2} style={{ alignItems: 'flex-end' }}>
                <Typography.Text strong>{formatPrice(r.totalFen)}</Typography.Text>
                <InvoiceStateBadge state={r.state} />
              </Space>
            </Space>
          ))}
        </Space>
      )}
    </Card>
  );
}

type After = { state?: string; reason?: string; invoiceNo?: string | null };
const stateText = (state: string) => InvoiceStateText[state as keyof typeof InvoiceStateText] ?? state;

/** 操作记录: who issued, refused or red-flushed the invoice, when, and to what state; the reason given. */
export function InvoiceAuditCard({ invoice }: { invoice: AdminInvoiceDetail }) {
  return (
    <Card title={T.audit}>
      {invoice.audit.length === 0 ? (
        none(T.noAudit)
      ) : (
        <Timeline
          items={invoice.audit.map((a) => {
            const after = (a.after ?? {}) as After;
            const before = (a.before ?? {}) as After;
            return {
              color: after.state === InvoiceState.failed ? 'red' : 'blue',
              content: (
                <>
                  <Typography.Text strong>{AuditActionName[a.action] ?? a.action}</Typography.Text>
                  <Typography.Text type="secondary">
                    {' · '}
                    {a.username} · {formatTime(a.at)}
                  </Typography.Text>
                  {after.state && (
                    <div>
                      {before.state && `${stateText(before.state)} → `}
                      {stateText(after.state)}
                    </div>
                  )}
                  {after.reason && (
                    <div>
                      {T.rejectReason}: {after.reason}
                    </div>
                  )}
                </>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
