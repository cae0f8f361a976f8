import type { RoutesOf } from '../route.ts';
import type { AfterSalesAdminApi } from './after-sales.ts';
import type { AgreementsAdminApi } from './agreements.ts';
import type { ArticlesAdminApi } from './articles.ts';
import type { AuditAdminApi } from './audit.ts';
import type { DashboardAdminApi } from './dashboard.ts';
import type { AdminGoodsApi } from './goods.ts';
import type { MarketingAdminApi } from './marketing.ts';
import type { InvoiceAdminApi } from './invoices.ts';
import type { JobsAdminApi } from './jobs.ts';
import type { OrderAdminApi } from './orders.ts';
import type { ReconciliationAdminApi } from './reconciliation.ts';
import type { SmsAdminApi } from './sms.ts';
import type { AdminAuthApi, OperatorsAdminApi } from './operators.ts';
import type { HotWordsAdminApi, PagesAdminApi } from './pages-api.ts';
import type { UserAdminApi } from './users.ts';
import type { WarrantyAdminApi } from './warranty.ts';

/** Every console call, as one union: the console types its calls by method and path from it. Add each area's table here. */
export type AdminRoute =
  | RoutesOf<typeof AdminAuthApi>
  | RoutesOf<typeof OperatorsAdminApi>
  | RoutesOf<typeof AuditAdminApi>
  | RoutesOf<typeof MarketingAdminApi>
  | RoutesOf<typeof DashboardAdminApi>
  | RoutesOf<typeof AdminGoodsApi>
  | RoutesOf<typeof PagesAdminApi>
  | RoutesOf<typeof HotWordsAdminApi>
  | RoutesOf<typeof AfterSalesAdminApi>
  | RoutesOf<typeof ArticlesAdminApi>
  | RoutesOf<typeof AgreementsAdminApi>
  | RoutesOf<typeof OrderAdminApi>
  | RoutesOf<typeof InvoiceAdminApi>
  | RoutesOf<typeof JobsAdminApi>
  | RoutesOf<typeof ReconciliationAdminApi>
  | RoutesOf<typeof SmsAdminApi>
  | RoutesOf<typeof WarrantyAdminApi>
  | RoutesOf<typeof UserAdminApi>;
