import {
  ADMIN_PAGE_SIZE,
  CardType,
  CardTypeName,
  fillText,
  GoodsTypeName,
  MarketingText,
  PoolStatus,
  PoolStatusName,
  RightsPoolKind,
  type AdminPool,
  type AdminPoolQuery,
  type GoodsType,
} from '@emall/contract';
import { poolFaceText } from '@emall/domain';
import { Badge, Button, Popconfirm, Progress, Space, Tag, Tooltip, Typography, type BadgeProps, type TableProps } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { WindowCell } from '../../../ui/window-cell.tsx';
import { ListCard } from '../../../ui/list-card.tsx';
import { usePoolList } from '../api/list-pools.ts';
import { useSetPoolClaiming } from '../api/set-pool-claiming.ts';
import { PoolFormDrawer } from '../components/pool-form-drawer.tsx';


// A dot beside dark text: coloured tag text on its tint falls short of 4.5:1.
const statusDot: Record<PoolStatus, BadgeProps['status']> = {
  [PoolStatus.open]: 'success',
  [PoolStatus.notStarted]: 'processing',
  [PoolStatus.soldOut]: 'warning',
  [PoolStatus.stopped]: 'error',
  [PoolStatus.ended]: 'default',
};

function ClaimingToggle({ pool }: { pool: AdminPool }) {
  const toggle = useSetPoolClaiming();
  const stop = !pool.claimStopped;
  if (pool.status === PoolStatus.ended) return null;
  return (
    <Popconfirm
      title={stop ? MarketingText.stopConfirm : MarketingText.startConfirm}
      onConfirm={() =>
        toggle.mutateAsync({ id: pool.id, claimStopped: stop }).then(() => showSuccess(stop ? MarketingText.stopped : MarketingText.started))
      }
    >
      <Button type="link" size="small" loading={toggle.isPending}>
        {stop ? MarketingText.stopClaiming : MarketingText.startClaiming}
      </Button>
    </Popconfirm>
  );
}

function ClaimedCell({ pool }: { pool: AdminPool }) {
  const rate = pool.claimedCount === 0 ? 0 : Math.round((pool.usedCount * 100) / pool.claimedCount);
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }}>
      <Typography.Text>
        {pool.claimedCount} / {pool.usedCount}
      </Typography.Text>
      <Progress aria-label={MarketingText.useRate} percent={rate} size="small" showInfo={false} strokeColor="#52c41a" />
    </Space>
  );
}

/** 优惠券 / 权益卡: search, filter by type and status, page; create, edit, stop or start claiming. */
function PoolsPage({ kind }: { kind: RightsPoolKind }) {
  const [query, setQuery] = useState<AdminPoolQuery>({ kind, pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<{ pool: AdminPool | null } | null>(null);
  const list = usePoolList(query);
  const isCard = kind === RightsPoolKind.card;

  const columns: TableProps<AdminPool>['columns'] = [
    {
      title: MarketingText.cardName,
      key: 'name',
      width: 190,
      render: (_, pool) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{pool.cardName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {pool.poolName} · {pool.marketingNo}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: MarketingText.faceValue,
      key: 'face',
      width: 150,
      render: (_, pool) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong style={{ color: '#cf1322' }}>
            {poolFaceText(pool)}
          </Typography.Text>
          <Space size={4} wrap>
            <Tag>{CardTypeName[pool.cardType]}</Tag>
            {pool.goodsType !== null && <Tag color="purple">{GoodsTypeName[pool.goodsType as GoodsType]}</Tag>}
            {pool.goods.length > 0 && (
              <Tooltip title={pool.goods.map((g) => g.name).join('、')}>
                <Tag color="geekblue">{fillText(MarketingText.limitedGoodsCount, { n: pool.goods.length })}</Tag>
              </Tooltip>
            )}
          </Space>
        </Space>
      ),
    },
    ...(isCard ? [{ title: MarketingText.eprice, dataIndex: 'eprice', width: 110 }] : []),
    {
      title: MarketingText.stock,
      key: 'stock',
      width: 170,
      render: (_, pool) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          <Typography.Text>{fillText(MarketingText.stockLeftOfTotal, { left: pool.stockLeft, total: pool.stockTotal })}</Typography.Text>
          <Progress aria-label={MarketingText.stock} percent={Math.round((pool.stockLeft * 100) / pool.stockTotal)} size="small" showInfo={false} />
        </Space>
      ),
    },
    { title: `${MarketingText.claimed} / ${MarketingText.used}`, key: 'claimed', width: 110, render: (_, pool) => <ClaimedCell pool={pool} /> },
    { title: MarketingText.perUserLimit, dataIndex: 'perUserLimit', width: 80 },
    {
      title: MarketingText.claimWindow,
      key: 'window',
      width: 150,
      render: (_, pool) => <WindowCell from={pool.validFrom} to={pool.validTo} />,
    },
    {
      title: MarketingText.status,
      dataIndex: 'status',
      width: 100,
      render: (status: PoolStatus) => <Badge status={statusDot[status]} text={PoolStatusName[status]} />,
    },
    {
      title: MarketingText.actions,
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, pool) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ pool })}>
            {MarketingText.edit}
          </Button>
          <ClaimingToggle pool={pool} />
        </Space>
      ),
    },
  ];

  return (
    <ListCard<AdminPool, AdminPoolQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: MarketingText.poolKeyword, width: 300 }}
      filters={[
        {
          field: 'cardType',
          label: MarketingText.cardType,
          placeholder: MarketingText.allTypes,
          options: Object.values(CardType).map((t) => ({ value: t, label: CardTypeName[t] })),
        },
        {
          field: 'status',
          label: MarketingText.status,
          placeholder: MarketingText.allStatuses,
          options: Object.values(PoolStatus).map((s) => ({ value: s, label: PoolStatusName[s] })),
        },
      ]}
      list={list}
      create={{ label: isCard ? MarketingText.createCard : MarketingText.createCoupon, onClick: () => setEditing({ pool: null }) }}
      rowKey="id"
      columns={columns}
      scrollX={1090}
    >
      <PoolFormDrawer kind={kind} open={editing !== null} pool={editing?.pool ?? null} onClose={() => setEditing(null)} />
    </ListCard>
  );
}

export function CouponsPage() {
  return <PoolsPage kind={RightsPoolKind.coupon} />;
}

export function RightsCardsPage() {
  return <PoolsPage kind={RightsPoolKind.card} />;
}
