import type { RoutesOf } from '../route.ts';
import type { AddressApi } from './address.ts';
import type { AfterSalesApi } from './after-sales.ts';
import type { AgreementsApi } from './agreements.ts';
import type { ArticlesApi } from './articles.ts';
import type { AuthApi } from './auth.ts';
import type { CarsApi } from './cars.ts';
import type { CartApi } from './cart.ts';
import type { CrowdfundApi } from './crowdfund.ts';
import type { DevApi } from './dev.ts';
import type { FilesApi } from './files.ts';
import type { GoodsApi, LoveApi } from './goods.ts';
import type { ImApi } from './im.ts';
import type { InvoiceDevApi, InvoicesApi } from './invoices.ts';
import type { NotificationsApi } from './notifications.ts';
import type { OrderLifecycleApi } from './order-lifecycle.ts';
import type { OrdersApi } from './orders.ts';
import type { PagesApi } from './pages.ts';
import type { PaymentsApi } from './payments.ts';
import type { PointsApi } from './points.ts';
import type { ReviewsApi } from './reviews.ts';
import type { RightsApi } from './rights.ts';
import type { SearchApi } from './search.ts';
import type { StoresApi } from './stores.ts';
import type { TrackingApi } from './tracking.ts';
import type { WarrantyApi } from './warranty.ts';

export * from './address.ts';
export * from './after-sales.ts';
export * from './agreements.ts';
export * from './articles.ts';
export * from './auth.ts';
export * from './cars.ts';
export * from './cart.ts';
export * from './crowdfund.ts';
export * from './dev.ts';
export * from './files.ts';
export * from './goods.ts';
export * from './im.ts';
export * from './invoices.ts';
export * from './notifications.ts';
export * from './order-lifecycle.ts';
export * from './orders.ts';
export * from './pages.ts';
export * from './payments.ts';
export * from './points.ts';
export * from './reviews.ts';
export * from './rights.ts';
export * from './search.ts';
export * from './stores.ts';
export * from './tracking.ts';
export * from './warranty.ts';

/** Every shopper call, as one union: the web app types its calls by method and path from it. */
export type ShopRoute =
  | RoutesOf<typeof AddressApi>
  | RoutesOf<typeof AfterSalesApi>
  | RoutesOf<typeof AgreementsApi>
  | RoutesOf<typeof ArticlesApi>
  | RoutesOf<typeof AuthApi>
  | RoutesOf<typeof CarsApi>
  | RoutesOf<typeof CartApi>
  | RoutesOf<typeof CrowdfundApi>
  | RoutesOf<typeof DevApi>
  | RoutesOf<typeof FilesApi>
  | RoutesOf<typeof GoodsApi>
  | RoutesOf<typeof LoveApi>
  | RoutesOf<typeof ImApi>
  | RoutesOf<typeof InvoicesApi>
  | RoutesOf<typeof InvoiceDevApi>
  | RoutesOf<typeof NotificationsApi>
  | RoutesOf<typeof OrderLifecycleApi>
  | RoutesOf<typeof OrdersApi>
  | RoutesOf<typeof PagesApi>
  | RoutesOf<typeof PaymentsApi>
  | RoutesOf<typeof PointsApi>
  | RoutesOf<typeof ReviewsApi>
  | RoutesOf<typeof RightsApi>
  | RoutesOf<typeof SearchApi>
  | RoutesOf<typeof StoresApi>
  | RoutesOf<typeof TrackingApi>
  | RoutesOf<typeof WarrantyApi>;
