import { OrderAdminText, UiText, type AdminOrderDetail } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Card, Descriptions, Empty, Timeline, Typography } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';

type Detail = AdminOrderDetail;

const dash = (text: string | null | undefined) => (text ? text : '—');

/** 买家与收货: who bought, where it goes (or the store it is picked up at), VIN, phone and note. */
export function BuyerCard({ order }: { order: Detail }) {
  const items = [
    { key: 'buyer', label: OrderAdminText.buyer, children: `${order.buyerNickname} ${order.buyerPhone}`.trim() },
    order.address
      ? { key: 'receiver', label: OrderAdminText.receiver, children: `${order.address.name} ${order.address.phone} ${order.address.fullAddress}` }
      : null,
    order.store ? { key: 'store', label: OrderAdminText.pickupStore, children: `${order.store.storeName} ${order.store.address}` } : null,
    order.vinCode ? { key: 'vin', label: OrderAdminText.vinCode, children: order.vinCode } : null,
    order.mobile ? { key: 'mobile', label: OrderAdminText.mobile, children: order.mobile } : null,
    { key: 'remark', label: OrderAdminText.remark, children: dash(order.remark) },
  ].filter((item) => item !== null);
  return (
    <Card title={OrderAdminText.buyerInfo} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

/** 金额明细: goods, coupon, E-value, carriage, cash paid and the E-value it earned. */
export function AmountsCard({ order }: { order: Detail }) {
  const a = order.amounts;
  const items = [
    { key: 'goods', label: OrderAdminText.goodsAmount, children: formatPrice(a.goodsAmount) },
    { key: 'coupon', label: OrderAdminText.couponDeduct, children: `-${formatPrice(a.couponDeductAmount)}` },
    { key: 'evalue', label: OrderAdminText.eValueDeduct, children: `${a.integral} ${UiText.eValue}(-${formatPrice(a.integralDeductAmount)})` },
    { key: 'carriage', label: OrderAdminText.carriage, children: formatPrice(a.carriage) },
    {
      key: 'cash',
      label: OrderAdminText.cashPaid,
      children: (
        <Typography.Text strong style={{ fontSize: 16 }}>
          {formatPrice(a.payAmount)}
        </Typography.Text>
      ),
    },
    { key: 'earned', label: OrderAdminText.pointsEarned, children: `${a.pointsEarned} ${UiText.eValue}` },
  ];
  return (
    <Card title={OrderAdminText.amounts} size="small">
      <Descriptions column={3} size="small" items={items} />
    </Card>
  );
}

/** 物流信息: the parcel and its newest trace. */
export function LogisticsCard({ order }: { order: Detail }) {
  const parcel = order.logistics;
  return (
    <Card title={OrderAdminText.logistics} size="small">
      {parcel ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'carrier', label: parcel.carrierName, children: parcel.expressNo },
            { key: 'status', label: OrderAdminText.status, children: parcel.statusText },
            ...(parcel.latest ? [{ key: 'latest', label: formatTime(parcel.latest.at), children: parcel.latest.description }] : []),
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={OrderAdminText.noLogistics} />
      )}
    </Card>
  );
}

/** 订单进度: every status the order went through, oldest first. */
export function ProgressCard({ order }: { order: Detail }) {
  return (
    <Card title={OrderAdminText.timeline} size="small">
      <Timeline
        items={order.timeline.map((step, i) => ({
          key: `${step.status}-${step.at}`,
          color: i === order.timeline.length - 1 ? 'blue' : 'gray',
          title: step.statusText,
          content: formatTime(step.at),
        }))}
      />
    </Card>
  );
}
