import {
  ADMIN_PAGE_SIZE,
  CrowdfundStatus,
  CrowdfundStatusName,
  CrowdfundTargetType,
  fillText,
  MarketingText,
  type AdminCrowdfund,
  type AdminCrowdfundQuery,
} from '@emall/contract';
import { formatCrowdfundTarget, progressBarPercent } from '@emall/domain';
import { Avatar, Badge, Button, Progress, Space, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { WindowCell } from '../../../ui/window-cell.tsx';
import { ListCard } from '../../../ui/list-card.tsx';
import { useCrowdfundList } from '../api/list-crowdfunds.ts';
import { CrowdfundFormDrawer } from '../components/crowdfund-form-drawer.tsx';
import { EndCrowdfundButton, mayEnd } from '../components/end-crowdfund-button.tsx';
import { statusDot } from '../components/status-dot.ts';
import { crowdfundDetailPath } from '../api/crowdfund-paths.ts';
import { formatTime } from '../../../lib/format-time.ts';



function ProgressCell({ crowdfund }: { crowdfund: AdminCrowdfund }) {
  const amount = crowdfund.targetType === CrowdfundTargetType.Amount;
  const current = amount ? crowdfund.currentAmountFen : crowdfund.currentQuantity;
  const met = crowdfund.progressPercent >= 100;
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }}>
      <Progress
        aria-label={MarketingText.progress}
        percent={progressBarPercent(current, crowdfund.targetValue)}
        format={() => `${crowdfund.progressPercent}%`}
        status={met ? 'success' : crowdfund.statusNow === CrowdfundStatus.Crowdfunding ? 'active' : 'normal'}
        size="small"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {MarketingText.raised} {formatCrowdfundTarget(current, crowdfund.targetType)} / {formatCrowdfundTarget(crowdfund.targetValue, crowdfund.targetType)}
      </Typography.Text>
    </Space>
  );
}

/** 众筹活动: search, filter by the status now, live progress; open one on a goods, edit. */
export function CrowdfundsPage() {
  // A link from a crowdfund goods' editor opens the page on that crowdfund.
  const keyword = useSearchParams()[0].get('keyword') ?? undefined;
  const [query, setQuery] = useState<AdminCrowdfundQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE, keyword });
  const [editing, setEditing] = useState<{ crowdfund: AdminCrowdfund | null } | null>(null);
  const list = useCrowdfundList(query);

  const columns: TableProps<AdminCrowdfund>['columns'] = [
    {
      title: MarketingText.goods,
      key: 'goods',
      width: 240,
      render: (_, c) => (
        <Space>
          <Avatar shape="square" size={44} src={c.goodsPicture || undefined} alt={c.goodsName} />
          <Space orientation="vertical" size={0}>
            <Link to={crowdfundDetailPath(c.goodsId)}>
              <Typography.Text strong>{c.goodsName}</Typography.Text>
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.crowdfundNo}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: MarketingText.status,
      dataIndex: 'statusNow',
      width: 130,
      render: (status: CrowdfundStatus, c) => (
        <Space orientation="vertical" size={0}>
          <Badge status={statusDot[status]} text={CrowdfundStatusName[status]} />
          {c.outcome !== null ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.settledAt ? fillText(MarketingText.settledAt, { time: formatTime(c.settledAt) }) : MarketingText.settling}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { title: MarketingText.progress, key: 'progress', width: 220, render: (_, c) => <ProgressCell crowdfund={c} /> },
    {
      title: MarketingText.supporters,
      key: 'supporters',
      width: 110,
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{`${c.supportPersonCount}${MarketingText.personUnit}`}</Typography.Text>
          {c.realityJoinPeople !== c.supportPersonCount ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {fillText(MarketingText.shopSupporters, { n: c.realityJoinPeople })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { title: MarketingText.reserved, dataIndex: 'reservedCount', width: 90, render: (n: number) => `${n}${MarketingText.personUnit}` },
    {
      title: MarketingText.window,
      key: 'window',
      width: 180,
      render: (_, c) => <WindowCell from={c.startAt} to={c.endAt} />,
    },
    {
      title: MarketingText.actions,
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ crowdfund: c })}>
            {MarketingText.edit}
          </Button>
          {mayEnd(c) ? <EndCrowdfundButton crowdfund={c} /> : null}
        </Space>
      ),
    },
  ];

  return (
    <ListCard<AdminCrowdfund, AdminCrowdfundQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: MarketingText.crowdfundKeyword }}
      filters={[
        {
          field: 'status',
          label: MarketingText.status,
          placeholder: MarketingText.allStatuses,
          options: Object.values(CrowdfundStatus).map((s) => ({ value: s, label: CrowdfundStatusName[s] })),
        },
      ]}
      list={list}
      create={{ label: MarketingText.createCrowdfund, onClick: () => setEditing({ crowdfund: null }) }}
      rowKey="crowdfundNo"
      columns={columns}
      scrollX={1100}
    >
      <CrowdfundFormDrawer open={editing !== null} crowdfund={editing?.crowdfund ?? null} onClose={() => setEditing(null)} />
    </ListCard>
  );
}
