import {
  ADMIN_PAGE_SIZE,
  CrowdfundStatus,
  CrowdfundStatusName,
  CrowdfundTargetType,
  fillText,
  MarketingText,
  OrderAdminText,
  Permission,
  Text,
  type AdminCrowdfund,
  type AdminCrowdfundOrder,
  type AdminCrowdfundOrderQuery,
} from '@emall/contract';
import { crowdfundCountdown, formatCrowdfundTarget, formatPrice, progressBarPercent } from '@emall/domain';
import { Badge, Card, Descriptions, Progress, Space, Spin, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { DetailHead } from '../../../ui/detail-head.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PagedTable } from '../../../ui/paged-table.tsx';
import { orderDetailPath } from '../../order-admin/api/order-paths.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { CROWDFUNDS_PATH } from '../api/crowdfund-paths.ts';
import { useCrowdfund, useCrowdfundOrders } from '../api/get-crowdfund.ts';
import { isSettling } from '../api/list-crowdfunds.ts';
import { EndCrowdfundButton, mayEnd } from '../components/end-crowdfund-button.tsx';
import { statusDot } from '../components/status-dot.ts';

/** 众筹成功 / 众筹失败 once decided, 结算中 while the job refunds, else the status now. */
function StatusBadge({ crowdfund }: { crowdfund: AdminCrowdfund }) {
  if (isSettling(crowdfund)) return <Badge status="processing" text={`${CrowdfundStatusName[crowdfund.outcome as CrowdfundStatus]} · ${MarketingText.settling}`} />;
  const status = crowdfund.statusNow as CrowdfundStatus;
  return <Badge status={statusDot[status]} text={CrowdfundStatusName[status]} />;
}

/** Before the end, the §9 countdown; after it, when it ended (and settled). */
function EndCell({ crowdfund, now }: { crowdfund: AdminCrowdfund; now: number }) {
  const left = Date.parse(crowdfund.endAt) - now;
  if (left > 0 && crowdfund.outcome === null) {
    const countdown = crowdfundCountdown(left);
    return <>{`${Text.crowdfundEndsIn} ${countdown.kind === 'days' ? fillText(MarketingText.endsInDays, { n: countdown.days }) : countdown.text}`}</>;
  }
  return (
    <Space orientation="vertical" size={0}>
      <span>{`${MarketingText.endedAt} ${formatTime(crowdfund.endAt)}`}</span>
      {crowdfund.settledAt ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {fillText(MarketingText.settledAt, { time: formatTime(crowdfund.settledAt) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

function Figures({ crowdfund }: { crowdfund: AdminCrowdfund }) {
  const now = useNow(1_000);
  const amount = crowdfund.targetType === CrowdfundTargetType.Amount;
  const current = amount ? crowdfund.currentAmountFen : crowdfund.currentQuantity;
  return (
    <Descriptions
      column={3}
      size="small"
      items={[
        { key: 'status', label: MarketingText.status, children: <StatusBadge crowdfund={crowdfund} /> },
        { key: 'target', label: MarketingText.targetValue, children: formatCrowdfundTarget(crowdfund.targetValue, crowdfund.targetType) },
        { key: 'raised', label: MarketingText.raised, children: formatCrowdfundTarget(current, crowdfund.targetType) },
        {
          key: 'progress',
          label: MarketingText.progress,
          children: (
            <Progress
              aria-label={MarketingText.progress}
              percent={progressBarPercent(current, crowdfund.targetValue)}
              format={() => `${crowdfund.progressPercent}%`}
              size="small"
              style={{ maxWidth: 240 }}
            />
          ),
        },
        {
          key: 'supporters',
          label: MarketingText.supporters,
          children: `${crowdfund.supportPersonCount}${MarketingText.personUnit}${crowdfund.realityJoinPeople !== crowdfund.supportPersonCount ? `(${fillText(MarketingText.shopSupporters, { n: crowdfund.realityJoinPeople })})` : ''}`,
        },
        { key: 'reserved', label: MarketingText.reserved, children: `${crowdfund.reservedCount}${MarketingText.personUnit}` },
        { key: 'window', label: MarketingText.window, children: `${formatTime(crowdfund.startAt)} ~ ${formatTime(crowdfund.endAt)}` },
        { key: 'end', label: MarketingText.endTime, children: <EndCell crowdfund={crowdfund} now={now} /> },
        { key: 'no', label: MarketingText.crowdfundNo, children: crowdfund.crowdfundNo },
      ]}
    />
  );
}

function SupporterOrders({ goodsId, settling, linksOrders }: { goodsId: string; settling: boolean; linksOrders: boolean }) {
  const [query, setQuery] = useState<AdminCrowdfundOrderQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const orders = useCrowdfundOrders(goodsId, query, settling);
  const columns: TableProps<AdminCrowdfundOrder>['columns'] = [
    {
      title: OrderAdminText.orderNo,
      dataIndex: 'orderNo',
      render: (no: string, o) => (linksOrders ? <Link to={orderDetailPath(o.id)}>{no}</Link> : no),
    },
    { title: OrderAdminText.buyer, dataIndex: 'buyerPhone' },
    { title: OrderAdminText.quantity, dataIndex: 'pieces', width: 80 },
    { title: OrderAdminText.payAmount, dataIndex: 'payAmount', width: 120, render: (fen: number) => formatPrice(fen) },
    { title: OrderAdminText.status, dataIndex: 'statusText', width: 110 },
    { title: OrderAdminText.paidAt, dataIndex: 'paidAt', width: 170, render: (at: string | null) => (at ? formatTime(at) : MarketingText.unpaid) },
    {
      title: OrderAdminText.refundStatus,
      key: 'refund',
      width: 170,
      render: (_, o) => (o.refund ? `${o.refund.statusText} ${formatPrice(o.refund.amountFen)}` : '—'),
    },
    { title: OrderAdminText.createdAt, dataIndex: 'createdAt', width: 170, render: (at: string) => formatTime(at) },
  ];
  return <PagedTable<AdminCrowdfundOrder> list={orders} onPage={(pageNo, pageSize) => setQuery({ pageNo, pageSize })} rowKey="id" size="middle" columns={columns} />;
}

/** 众筹详情: its figures, countdown or end, outcome (结算中 while the job refunds), its supporter orders; 结束众筹. */
export function CrowdfundDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const me = useMe().data;
  const crowdfund = useCrowdfund(id);
  if (crowdfund.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (crowdfund.isError) return <LoadError error={crowdfund.error} onRetry={() => void crowdfund.refetch()} />;
  const cf = crowdfund.data;
  const writes = me !== undefined && can(me, Permission.marketingWrite);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <DetailHead
          back={{ to: `/${CROWDFUNDS_PATH}`, text: MarketingText.backToCrowdfunds }}
          title={cf.goodsName}
          tags={<StatusBadge crowdfund={cf} />}
          extra={writes && mayEnd(cf) ? <EndCrowdfundButton crowdfund={cf} /> : null}
          query={crowdfund}
        />
        <div style={{ marginTop: 16 }}>
          <Figures crowdfund={cf} />
        </div>
      </Card>
      <Card title={MarketingText.supporterOrders}>
        <SupporterOrders goodsId={id} settling={isSettling(cf)} linksOrders={me !== undefined && can(me, Permission.ordersRead)} />
      </Card>
    </Space>
  );
}
