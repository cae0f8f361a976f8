import { GiftOutlined, ShoppingCartOutlined, TransactionOutlined, UserAddOutlined } from '@ant-design/icons';
import { brand, DashboardText, fillText, type Dashboard, type DashboardDay, type DashboardTopGoods } from '@emall/contract';
import { formatMoney, formatPrice } from '@emall/domain';
import { Avatar, Card, Col, Empty, Row, Skeleton, Space, Statistic, Table, Typography, type TableProps } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { TrendChart } from '../components/trend-chart.tsx';

const ACCENTS = { orders: brand.colors.primary, sales: '#fa8c16', evalue: '#13c2c2', users: '#722ed1' } as const;

function StatCard({ title, value, icon, color, note }: { title: string; value: ReactNode; icon: ReactNode; color: string; note: string }) {
  return (
    <Card>
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Statistic title={title} value={value as string} styles={{ content: { fontWeight: 600 } }} />
        <Avatar size={48} style={{ backgroundColor: `${color}1a`, color }} icon={icon} />
      </Space>
      <Typography.Text type="secondary">{note}</Typography.Text>
    </Card>
  );
}

const shortDate = (d: DashboardDay) => d.date.slice(5);

function ordersOption(days: DashboardDay[]): EChartsCoreOption {
  return {
    color: [ACCENTS.orders, ACCENTS.sales],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 64, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: days.map(shortDate) },
    yAxis: [
      { type: 'value', name: DashboardText.orders, minInterval: 1 },
      { type: 'value', name: DashboardText.salesYuan, splitLine: { show: false } },
    ],
    series: [
      { name: DashboardText.orders, type: 'bar', barMaxWidth: 18, data: days.map((d) => d.orderCount) },
      { name: DashboardText.salesYuan, type: 'line', smooth: true, yAxisIndex: 1, data: days.map((d) => Number(formatMoney(d.salesFen))) },
    ],
  };
}

function usersOption(days: DashboardDay[]): EChartsCoreOption {
  return {
    color: [ACCENTS.users, ACCENTS.evalue],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 56, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: days.map(shortDate) },
    yAxis: [
      { type: 'value', name: DashboardText.newUsers, minInterval: 1 },
      { type: 'value', name: DashboardText.eValue, splitLine: { show: false } },
    ],
    series: [
      { name: DashboardText.newUsers, type: 'bar', barMaxWidth: 14, data: days.map((d) => d.newUsers) },
      { name: DashboardText.eValue, type: 'line', smooth: true, yAxisIndex: 1, areaStyle: { opacity: 0.12 }, data: days.map((d) => d.salesEValue) },
    ],
  };
}

const topColumns: TableProps<DashboardTopGoods>['columns'] = [
  { title: DashboardText.rank, key: 'rank', width: 56, render: (_, __, i) => <Typography.Text strong={i < 3}>{i + 1}</Typography.Text> },
  {
    title: DashboardText.goodsName,
    key: 'goods',
    render: (_, g) => (
      <Space>
        <Avatar shape="square" size={32} src={g.pictureUrl || undefined} />
        <Typography.Text ellipsis style={{ maxWidth: 220 }}>
          {g.name}
        </Typography.Text>
      </Space>
    ),
  },
  { title: DashboardText.pieces, dataIndex: 'pieces', width: 90, align: 'right' },
  { title: DashboardText.amount, dataIndex: 'amountFen', width: 120, align: 'right', render: (fen: number) => formatPrice(fen) },
];

function Figures({ data }: { data: Dashboard }) {
  const yesterday = data.days.at(-2);
  const orders = useMemo(() => ordersOption(data.days), [data.days]);
  const users = useMemo(() => usersOption(data.days), [data.days]);
  const note = (value: string | number) => fillText(DashboardText.vsYesterday, { value });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={6}>
          <StatCard
            title={DashboardText.todayOrders}
            value={data.today.orderCount}
            icon={<ShoppingCartOutlined />}
            color={ACCENTS.orders}
            note={fillText(DashboardText.paidOrders, { n: data.today.paidCount })}
          />
        </Col>
        <Col span={6}>
          <StatCard
            title={DashboardText.todaySales}
            value={formatPrice(data.today.salesFen)}
            icon={<TransactionOutlined />}
            color={ACCENTS.sales}
            note={note(formatPrice(yesterday?.salesFen ?? 0))}
          />
        </Col>
        <Col span={6}>
          <StatCard
            title={DashboardText.todayEValue}
            value={data.today.salesEValue}
            icon={<GiftOutlined />}
            color={ACCENTS.evalue}
            note={note(yesterday?.salesEValue ?? 0)}
          />
        </Col>
        <Col span={6}>
          <StatCard
            title={DashboardText.todayNewUsers}
            value={data.today.newUsers}
            icon={<UserAddOutlined />}
            color={ACCENTS.users}
            note={note(yesterday?.newUsers ?? 0)}
          />
        </Col>
      </Row>
      <Card title={`${DashboardText.last30Days} · ${DashboardText.ordersAndSales}`}>
        <TrendChart option={orders} label={DashboardText.ordersAndSales} />
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <Card title={`${DashboardText.last30Days} · ${DashboardText.newUsers} / ${DashboardText.eValue}`} style={{ height: '100%' }}>
            <TrendChart option={users} height={300} label={DashboardText.newUsers} />
          </Card>
        </Col>
        <Col span={12}>
          <Card title={`${DashboardText.last30Days} · ${DashboardText.topGoods}`} style={{ height: '100%' }}>
            <Table<DashboardTopGoods>
              rowKey="goodsId"
              size="small"
              columns={topColumns}
              dataSource={data.topGoods}
              pagination={false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DashboardText.noSales} /> }}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

/** 工作台: today's figures, 30-day trends and the best sellers. */
export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isError && !dashboard.data) return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <Figures data={dashboard.data} />;
}
