import { AfterSalesAdminText as T, UiText, type AdminAfterSalesDetail } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Card, Descriptions, Image, Space, Table, Typography } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';

type Order = AdminAfterSalesDetail['order'];
type Line = Order['lines'][number];

const eValueText = (n: number) => (n > 0 ? `${n} ${UiText.eValue}` : '—');
const couponText = (fen: number) => (fen > 0 ? `-${formatPrice(fen)}` : '—');

/** The case's order as paid: totals, and each line's share of the cash, E-value and coupon. */
export function CaseOrderCard({ order }: { order: Order }) {
  return (
    <Card title={T.orderSection}>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={T.orderNo}>{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label={T.orderStatus}>{order.statusText}</Descriptions.Item>
        <Descriptions.Item label={T.paidAt}>{formatTime(order.paidAt)}</Descriptions.Item>
        <Descriptions.Item label={T.goodsAmount}>{formatPrice(order.goodsAmountFen)}</Descriptions.Item>
        <Descriptions.Item label={T.coupon}>{couponText(order.couponDeductFen)}</Descriptions.Item>
        <Descriptions.Item label={T.carriage}>{formatPrice(order.carriageFen)}</Descriptions.Item>
        <Descriptions.Item label={T.orderTotal}>
          <Typography.Text strong>
            {formatPrice(order.payAmountFen)}
            {order.integral > 0 && ` + ${order.integral} ${UiText.eValue}`}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Table<Line>
        rowKey="lineId"
        size="small"
        pagination={false}
        dataSource={order.lines}
        columns={[
          {
            title: T.goods,
            key: 'goods',
            render: (_, line) => (
              <Space>
                <Image src={line.picture} alt={line.goodsName} width={44} height={44} style={{ objectFit: 'cover', borderRadius: 6 }} />
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{line.goodsName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {line.skuName}
                  </Typography.Text>
                </Space>
              </Space>
            ),
          },
          { title: T.unitPrice, dataIndex: 'priceFen', align: 'right', width: 110, render: (fen: number) => formatPrice(fen) },
          { title: T.num, dataIndex: 'num', align: 'right', width: 70 },
          { title: T.paidCash, dataIndex: 'cashFen', align: 'right', width: 120, render: (fen: number) => formatPrice(fen) },
          { title: T.paidEValue, dataIndex: 'eValue', align: 'right', width: 110, render: eValueText },
          { title: T.couponShare, dataIndex: 'couponFen', align: 'right', width: 110, render: couponText },
        ]}
      />
    </Card>
  );
}

/** What this case pays back, line by line and in all, as the server computed it. */
export function CaseRefundCard({ detail }: { detail: AdminAfterSalesDetail }) {
  const { amounts } = detail;
  return (
    <Card title={T.refundSection}>
      <Table
        rowKey="lineId"
        size="small"
        pagination={false}
        dataSource={detail.refundLines}
        columns={[
          { title: T.goods, dataIndex: 'goodsName' },
          { title: T.pieces, dataIndex: 'pieces', align: 'right', width: 70 },
          { title: T.refundCash, dataIndex: 'cashFen', align: 'right', width: 120, render: (fen: number) => formatPrice(fen) },
          { title: T.refundEValue, dataIndex: 'eValue', align: 'right', width: 110, render: eValueText },
          { title: T.couponShare, dataIndex: 'couponFen', align: 'right', width: 110, render: couponText },
        ]}
      />
      <Descriptions size="small" column={2} style={{ marginTop: 16 }} bordered>
        <Descriptions.Item label={T.refundTotal}>
          <Typography.Text strong style={{ fontSize: 16 }} aria-label={T.refundTotal}>
            {formatPrice(amounts.cashFen)}
            {amounts.eValue > 0 && ` + ${amounts.eValue} ${UiText.eValue}`}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={T.carriage}>{formatPrice(amounts.carriageFen)}</Descriptions.Item>
        {(amounts.couponFen > 0 || amounts.couponBack) && (
          <Descriptions.Item label={T.coupon}>{amounts.couponBack ? T.couponBack : T.couponKept}</Descriptions.Item>
        )}
        {detail.cashDeductFen > 0 && <Descriptions.Item label={T.cashDeduct}>-{formatPrice(detail.cashDeductFen)}</Descriptions.Item>}
        {detail.debtPoints > 0 && <Descriptions.Item label={T.debtPoints}>{eValueText(detail.debtPoints)}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}
