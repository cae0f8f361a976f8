import { ArrowLeftOutlined } from '@ant-design/icons';
import { OrderAdminText, Permission } from '@emall/contract';
import { Button, Card, Col, Descriptions, Row, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useOrder } from '../api/orders-api.ts';
import { CancelRefundDialog } from '../components/cancel-refund-dialog.tsx';
import { ShipDialog } from '../components/ship-dialog.tsx';
import { AuditCard, CasesCard, LinesCard, MoneyCard } from '../components/order-records.tsx';
import { AmountsCard, BuyerCard, LogisticsCard, ProgressCard } from '../components/order-sections.tsx';
import { statusColor } from '../components/status-color.ts';
import { ORDERS_PATH } from '../api/order-paths.ts';

/** 订单详情: lines, amounts, buyer and address, payments and refunds, logistics, cases, audit; 发货 and 取消并退款 behind a confirmation. */
export function OrderDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const me = useMe().data;
  const order = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  const [shipping, setShipping] = useState(false);
  if (order.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const handles = me !== undefined && can(me, Permission.afterSalesHandle);
  const ships = me !== undefined && can(me, Permission.ordersShip) && o.shippable;
  const refusal = o.cancelRefundRefusal;
  const cancelButton = (
    <Button danger disabled={refusal !== null} onClick={() => setCancelling(true)}>
      {OrderAdminText.cancelRefund}
    </Button>
  );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space size={12}>
            <Link to={`/${ORDERS_PATH}`} aria-label={OrderAdminText.back}>
              <ArrowLeftOutlined />
            </Link>
            <Typography.Text strong copyable>
              {o.orderNo}
            </Typography.Text>
            <Tag color={statusColor(o)}>{o.statusText}</Tag>
          </Space>
        }
        extra={
          <Space>
            {ships && (
              <Button type="primary" onClick={() => setShipping(true)}>
                {OrderAdminText.ship}
              </Button>
            )}
            {handles && (refusal ? <Tooltip title={refusal}>{cancelButton}</Tooltip> : cancelButton)}
          </Space>
        }
      >
        <Descriptions
          column={4}
          size="small"
          items={[
            { key: 'kind', label: OrderAdminText.kind, children: o.kindText },
            { key: 'created', label: OrderAdminText.createdAt, children: formatTime(o.createdAt) },
            { key: 'paid', label: OrderAdminText.paidAt, children: o.paidAt ? formatTime(o.paidAt) : '—' },
            { key: 'way', label: OrderAdminText.payWay, children: o.payWayText || '—' },
          ]}
        />
      </Card>
      <Row gutter={16}>
        <Col span={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <LinesCard order={o} />
            <AmountsCard order={o} />
            <MoneyCard order={o} />
            <CasesCard order={o} />
            <AuditCard order={o} />
          </Space>
        </Col>
        <Col span={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <BuyerCard order={o} />
            <LogisticsCard order={o} />
            <ProgressCard order={o} />
          </Space>
        </Col>
      </Row>
      <CancelRefundDialog orderId={o.id} open={cancelling} needsApproval={o.cancelRefundNeedsApproval} onClose={() => setCancelling(false)} />
      <ShipDialog orderId={o.id} open={shipping} onClose={() => setShipping(false)} />
    </Space>
  );
}
