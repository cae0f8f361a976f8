import { CROWDFUNDS_PATH } from '../features/crowdfund/api/crowdfund-paths.ts';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FireOutlined,
  IdcardOutlined,
  MessageOutlined,
  GiftOutlined,
  LayoutOutlined,
  ReconciliationOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  AdminText,
  AfterSalesAdminText,
  AgreementAdminText,
  ArticleAdminText,
  GoodsText,
  InvoiceAdminText,
  JobsAdminText,
  MarketingText,
  OrderAdminText,
  PageAdminText,
  Permission,
  ReconciliationText,
  SmsAdminText,
  UserAdminText,
  WarrantyAdminText,
} from '@emall/contract';
import { AFTER_SALES_PATH } from '../features/after-sales/api/case-path.ts';
import { USERS_PATH } from '../features/auth/users-path.ts';
import { INVOICES_PATH } from '../features/invoices/api/invoice-paths.ts';
import { ORDERS_PATH } from '../features/order-admin/api/order-paths.ts';
import { PAGES_PATH } from '../features/pages/utils/editor-path.ts';
import { WARRANTY_CARDS_PATH, WARRANTY_PATH } from '../features/warranty/api/warranty-paths.ts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * THE registry of the console's pages: the router, the side menu, the breadcrumbs and the
 * permission gate all read it. A feature adds its page here and nowhere else.
 */
type MenuGroupKey = 'overview' | 'goods' | 'trade' | 'content' | 'marketing' | 'system';

export interface MenuGroup {
  key: MenuGroupKey;
  title: string;
  icon: ReactNode;
}

export interface ConsolePage {
  /** Under /console/, without a leading slash; `:id` parameters allowed (then hide it from the menu). */
  path: string;
  title: string;
  icon: ReactNode;
  /** The permission the page needs (the server checks it again on every call); null: every operator. */
  permission: Permission | null;
  group: MenuGroupKey;
  component: LazyExoticComponent<ComponentType>;
  /** Reached from another page (an edit form), not listed in the side menu. */
  hidden?: boolean;
}

/** The side menu's groups, in menu order; a group without a permitted page is not shown. */
export const menuGroups: MenuGroup[] = [
  { key: 'overview', title: AdminText.groupOverview, icon: <DashboardOutlined /> },
  { key: 'goods', title: AdminText.groupGoods, icon: <ShoppingOutlined /> },
  { key: 'trade', title: AdminText.groupTrade, icon: <TransactionOutlined /> },
  { key: 'content', title: AdminText.groupContent, icon: <LayoutOutlined /> },
  { key: 'marketing', title: AdminText.groupMarketing, icon: <GiftOutlined /> },
  { key: 'system', title: AdminText.groupSystem, icon: <SettingOutlined /> },
];

/** React.lazy over a named export: each page is its own chunk. */
function lazyPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: await load() }));
}

export const consolePages: ConsolePage[] = [
  {
    path: 'dashboard',
    title: AdminText.workbench,
    icon: <AppstoreOutlined />,
    permission: null,
    group: 'overview',
    component: lazyPage(async () => (await import('./workbench-page.tsx')).WorkbenchPage),
  },
  {
    path: ORDERS_PATH,
    title: OrderAdminText.orders,
    icon: <UnorderedListOutlined />,
    permission: Permission.ordersRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/order-admin/pages/orders-page.tsx')).OrdersPage),
  },
  {
    path: `${ORDERS_PATH}/:id`,
    title: OrderAdminText.orderDetail,
    icon: <UnorderedListOutlined />,
    permission: Permission.ordersRead,
    group: 'trade',
    hidden: true,
    component: lazyPage(async () => (await import('../features/order-admin/pages/order-detail-page.tsx')).OrderDetailPage),
  },
  {
    path: USERS_PATH,
    title: UserAdminText.users,
    icon: <UserOutlined />,
    permission: Permission.usersRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/auth/pages/users-page.tsx')).UsersPage),
  },
  {
    path: AFTER_SALES_PATH,
    title: AfterSalesAdminText.queue,
    icon: <CustomerServiceOutlined />,
    permission: Permission.afterSalesRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/after-sales/pages/after-sales-queue-page.tsx')).AfterSalesQueuePage),
  },
  {
    path: `${AFTER_SALES_PATH}/:id`,
    title: AfterSalesAdminText.caseDetail,
    icon: <CustomerServiceOutlined />,
    permission: Permission.afterSalesRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/after-sales/pages/after-sales-case-page.tsx')).AfterSalesCasePage),
    hidden: true,
  },
  {
    path: WARRANTY_PATH,
    title: WarrantyAdminText.queue,
    icon: <SafetyCertificateOutlined />,
    permission: Permission.warrantyRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/warranty/pages/warranty-queue-page.tsx')).WarrantyQueuePage),
  },
  {
    path: `${WARRANTY_PATH}/:id`,
    title: WarrantyAdminText.claimDetail,
    icon: <SafetyCertificateOutlined />,
    permission: Permission.warrantyRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/warranty/pages/warranty-claim-page.tsx')).WarrantyClaimPage),
    hidden: true,
  },
  {
    path: WARRANTY_CARDS_PATH,
    title: WarrantyAdminText.cards,
    icon: <IdcardOutlined />,
    permission: Permission.warrantyRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/warranty/pages/warranty-cards-page.tsx')).WarrantyCardsPage),
  },
  {
    path: INVOICES_PATH,
    title: InvoiceAdminText.queue,
    icon: <AccountBookOutlined />,
    permission: Permission.invoicesRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/invoices/pages/invoice-queue-page.tsx')).InvoiceQueuePage),
  },
  {
    path: `${INVOICES_PATH}/:id`,
    title: InvoiceAdminText.detail,
    icon: <AccountBookOutlined />,
    permission: Permission.invoicesRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/invoices/pages/invoice-detail-page.tsx')).InvoiceDetailPage),
    hidden: true,
  },
  {
    path: 'trade/reconciliation',
    title: ReconciliationText.title,
    icon: <ReconciliationOutlined />,
    permission: Permission.reconciliationRead,
    group: 'trade',
    component: lazyPage(async () => (await import('../features/reconciliation/pages/reconciliation-page.tsx')).ReconciliationPage),
  },
  {
    path: PAGES_PATH,
    title: PageAdminText.pages,
    icon: <LayoutOutlined />,
    permission: Permission.pagesRead,
    group: 'content',
    component: lazyPage(async () => (await import('../features/pages/pages/pages-list-page.tsx')).PagesListPage),
  },
  {
    path: `${PAGES_PATH}/:pageCode`,
    title: PageAdminText.editPage,
    icon: <LayoutOutlined />,
    permission: Permission.pagesRead,
    group: 'content',
    component: lazyPage(async () => (await import('../features/pages/pages/page-editor-page.tsx')).PageEditorPage),
    hidden: true,
  },
  {
    path: 'content/hot-words',
    title: PageAdminText.hotWords,
    icon: <FireOutlined />,
    permission: Permission.pagesRead,
    group: 'content',
    component: lazyPage(async () => (await import('../features/pages/pages/hot-words-page.tsx')).HotWordsPage),
  },
  {
    path: 'content/articles',
    title: ArticleAdminText.articles,
    icon: <FileTextOutlined />,
    permission: Permission.pagesRead,
    group: 'content',
    component: lazyPage(async () => (await import('../features/articles/pages/articles-page.tsx')).ArticlesPage),
  },
  {
    path: 'content/agreements',
    title: AgreementAdminText.agreements,
    icon: <FileProtectOutlined />,
    permission: Permission.pagesRead,
    group: 'content',
    component: lazyPage(async () => (await import('../features/agreements/pages/agreements-page.tsx')).AgreementsPage),
  },
  {
    path: 'marketing/coupons',
    title: MarketingText.coupons,
    icon: <TagsOutlined />,
    permission: Permission.marketingRead,
    group: 'marketing',
    component: lazyPage(async () => (await import('../features/rights/pages/pools-page.tsx')).CouponsPage),
  },
  {
    path: 'marketing/cards',
    title: MarketingText.rightsCards,
    icon: <CreditCardOutlined />,
    permission: Permission.marketingRead,
    group: 'marketing',
    component: lazyPage(async () => (await import('../features/rights/pages/pools-page.tsx')).RightsCardsPage),
  },
  {
    path: CROWDFUNDS_PATH,
    title: MarketingText.crowdfunds,
    icon: <RocketOutlined />,
    permission: Permission.marketingRead,
    group: 'marketing',
    component: lazyPage(async () => (await import('../features/crowdfund/pages/crowdfunds-page.tsx')).CrowdfundsPage),
  },
  {
    path: `${CROWDFUNDS_PATH}/:id`,
    title: MarketingText.crowdfundDetail,
    icon: <RocketOutlined />,
    permission: Permission.marketingRead,
    group: 'marketing',
    hidden: true,
    component: lazyPage(async () => (await import('../features/crowdfund/pages/crowdfund-detail-page.tsx')).CrowdfundDetailPage),
  },
  {
    path: 'system/operators',
    title: AdminText.operators,
    icon: <TeamOutlined />,
    permission: Permission.operatorsManage,
    group: 'system',
    component: lazyPage(async () => (await import('../features/operators/pages/operators-page.tsx')).OperatorsPage),
  },
  {
    path: 'system/audit',
    title: AdminText.auditLog,
    icon: <AuditOutlined />,
    permission: Permission.auditRead,
    group: 'system',
    component: lazyPage(async () => (await import('../features/audit/pages/audit-page.tsx')).AuditPage),
  },
  {
    path: 'system/jobs',
    title: JobsAdminText.title,
    icon: <ClusterOutlined />,
    permission: Permission.jobsManage,
    group: 'system',
    component: lazyPage(async () => (await import('../features/jobs/pages/jobs-page.tsx')).JobsPage),
  },
  {
    path: 'system/sms',
    title: SmsAdminText.title,
    icon: <MessageOutlined />,
    permission: Permission.smsRead,
    group: 'system',
    component: lazyPage(async () => (await import('../features/notifications/pages/sms-messages-page.tsx')).SmsMessagesPage),
  },
  {
    path: 'goods',
    title: GoodsText.goodsList,
    icon: <ShoppingOutlined />,
    permission: Permission.goodsRead,
    group: 'goods',
    component: lazyPage(async () => (await import('../features/goods/pages/goods-list-page.tsx')).GoodsListPage),
  },
  {
    path: 'goods/edit',
    title: GoodsText.createGoods,
    icon: <ShoppingOutlined />,
    permission: Permission.goodsWrite,
    group: 'goods',
    hidden: true,
    component: lazyPage(async () => (await import('../features/goods/pages/goods-editor-page.tsx')).GoodsEditorPage),
  },
  {
    path: 'goods/edit/:id',
    title: GoodsText.goodsEditor,
    icon: <ShoppingOutlined />,
    permission: Permission.goodsRead,
    group: 'goods',
    hidden: true,
    component: lazyPage(async () => (await import('../features/goods/pages/goods-editor-page.tsx')).GoodsEditorPage),
  },
];
