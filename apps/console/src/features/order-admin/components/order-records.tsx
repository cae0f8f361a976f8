import { AdminText, AfterSalesUiText, AuditActionName, OrderAdminText, UiText, type AdminOrderDetail } from '@emall/contract';
import { formatPrice, imageUrl } from '@emall/domain';
import { Card, Image, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { casePathOf } from '../../after-sales/api/case-path.ts';

type Detail = AdminOrderDetail;
type Line = Detail['lines'][number];
type Payment = Detail['payments'][number];
type Refund = Detail['refunds'][number];
type Case = Detail['cases'][number];
type Audit = Detail['audit'][number];

// antd's empty-table grey is too faint to read (axe colour contrast).
const empty = { emptyText: <span style={{ color: '#595959' }}>{OrderAdminText.none}</span> };
const timeColumn = (title: string, key: string) => ({ title, dataIndex: key, width: 170, render: (at: string | null) => (at ? formatTime(at) : '—') });

/** 商品明细: each line as bought. */
export function LinesCard({ order }: { order: Detail }) {
  const columns: TableProps<Line>['columns'] = [
    {
      title: OrderAdminText.goods,
      key: 'goods',
      render: (_, l) => (
        <Space>
          <Image src={imageUrl(l.pictureUrl, 48, 2)} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} alt={l.name} preview={false} />
          <Space orientation="vertical" size={0}>
            <Typography.Text>{l.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {l.specsName}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: OrderAdminText.unitPrice,
      key: 'price',
      width: 160,
      align: 'right',
      render: (_, l) => (l.eValue > 0 ? `${formatPrice(l.price)} + ${l.eValue} ${UiText.eValue}` : formatPrice(l.price)),
    },
    { title: OrderAdminText.quantity, dataIndex: 'num', width: 80, align: 'right' },
  ];
  return (
    <Card title={OrderAdminText.lines} size="small">
      <Table<Line> rowKey="lineId" size="small" columns={columns} dataSource={order.lines} pagination={false} />
    </Card>
  );
}

/** 支付记录 and 退款记录: every attempt at the channel and every refund. */
export function MoneyCard({ order }: { order: Detail }) {
  const payments: TableProps<Payment>['columns'] = [
    { title: OrderAdminText.cashFlowNo, dataIndex: 'cashFlowNo' },
    { title: OrderAdminText.payWay, dataIndex: 'channelText', width: 100 },
    { title: OrderAdminText.payAmount, dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatPrice(fen) },
    { title: OrderAdminText.payState, dataIndex: 'stateText', width: 90 },
    timeColumn(OrderAdminText.paidAt, 'paidAt'),
  ];
  const refunds: TableProps<Refund>['columns'] = [
    { title: OrderAdminText.refundNo, dataIndex: 'refundNo' },
    { title: OrderAdminText.refundReason, dataIndex: 'reason' },
    { title: AfterSalesUiText.refundAmount, dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatPrice(fen) },
    { title: OrderAdminText.refundStatus, dataIndex: 'statusText', width: 90 },
    timeColumn(OrderAdminText.finishedAt, 'finishedAt'),
  ];
  return (
    <Card title={OrderAdminText.payments} size="small">
      <Table<Payment> rowKey="cashFlowNo" size="small" columns={payments} dataSource={order.payments} pagination={false} locale={empty} />
      <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>
        {OrderAdminText.refunds}
      </Typography.Title>
      <Table<Refund> rowKey="refundNo" size="small" columns={refunds} dataSource={order.refunds} pagination={false} locale={empty} />
    </Card>
  );
}

/** 售后单: the order's after-sales cases. */
export function CasesCard({ order }: { order: Detail }) {
  const columns: TableProps<Case>['columns'] = [
    { title: AfterSalesUiText.caseNo, dataIndex: 'caseNo', render: (caseNo: string, c) => <Link to={casePathOf(c.id)}>{caseNo}</Link> },
    { title: OrderAdminText.caseType, dataIndex: 'typeText', width: 100 },
    { title: OrderAdminText.refundReason, dataIndex: 'reasonText', width: 140 },
    { title: AfterSalesUiText.refundAmount, dataIndex: 'cashFen', width: 110, align: 'right', render: (fen: number) => formatPrice(fen) },
    { title: OrderAdminText.status, dataIndex: 'statusText', width: 100, render: (text: string) => <Tag>{text}</Tag> },
    timeColumn(OrderAdminText.createdAt, 'createdAt'),
  ];
  return (
    <Card title={OrderAdminText.cases} size="small">
      <Table<Case> rowKey="id" size="small" columns={columns} dataSource={order.cases} pagination={false} locale={empty} />
    </Card>
  );
}

/** 操作记录: who did what to the order and its cases, newest first. */
export function AuditCard({ order }: { order: Detail }) {
  const columns: TableProps<Audit>['columns'] = [
    timeColumn(OrderAdminText.createdAt, 'at'),
    { title: OrderAdminText.operator, dataIndex: 'username', width: 120 },
    {
      title: AdminText.actions,
      dataIndex: 'action',
      width: 140,
      render: (action: string) => <Tag color="geekblue">{AuditActionName[action] ?? action}</Tag>,
    },
    { title: OrderAdminText.auditDetail, key: 'after', render: (_, a) => <Typography.Text type="secondary">{JSON.stringify(a.after)}</Typography.Text> },
  ];
  return (
    <Card title={OrderAdminText.audit} size="small">
      <Table<Audit> rowKey="id" size="small" columns={columns} dataSource={order.audit} pagination={false} locale={empty} />
    </Card>
  );
}
