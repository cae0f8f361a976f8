import { Type, type Static } from 'typebox';
import { adminRoute, declareApi } from '../route.ts';
import { Permission } from './permissions.ts';

/** How many China days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 30;
/** How many goods the top-goods table lists. */
export const DASHBOARD_TOP_GOODS = 10;

/** One China day (Asia/Shanghai, midnight to midnight) of the shop. */
export const DashboardDay = Type.Object({
  /** 2026-11-25, China date. */
  date: Type.String(),
  /** Orders placed that day (any status). */
  orderCount: Type.Integer(),
  /** Orders paid that day, their cash (fen) and E-value. */
  paidCount: Type.Integer(),
  salesFen: Type.Integer(),
  salesEValue: Type.Integer(),
  /** Shoppers who signed up that day. */
  newUsers: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDay>;

/** A goods among the best sellers of the period: pieces in paid orders. */
export const DashboardTopGoods = Type.Object({
  goodsId: Type.String(),
  name: Type.String(),
  pictureUrl: Type.String(),
  pieces: Type.Integer(),
  orderCount: Type.Integer(),
  /** The lines' cash before coupons and E-value (price × pieces), fen. */
  amountFen: Type.Integer(),
});
export type DashboardTopGoods = Static<typeof DashboardTopGoods>;

/** GET dashboard: today, the last 30 China days (oldest first, today last) and the top goods of those days. */
export const Dashboard = Type.Object({
  today: DashboardDay,
  days: Type.Array(DashboardDay),
  topGoods: Type.Array(DashboardTopGoods),
});
export type Dashboard = Static<typeof Dashboard>;

export const DashboardAdminPaths = { dashboard: '/dashboard' } as const;

/** The 工作台's figures. */
export const DashboardAdminApi = declareApi('dashboard', {
  get: adminRoute('GET', DashboardAdminPaths.dashboard, Permission.dashboardRead, "Today's and the last 30 China days' orders, sales in cash and E-value, new users, and the top goods", {
    answer: Dashboard,
  }),
});
