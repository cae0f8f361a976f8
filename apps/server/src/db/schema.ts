/** Every table, for the typed client. Each domain owns its *.table.ts. */
export * from '../modules/agreements/agreements.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/dev/messenger-sandbox.table.ts';
export * from '../modules/dev/sms-outbox.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/goods/goods.table.ts';
export * from '../modules/goods/love.table.ts';
export * from '../modules/goods/share.table.ts';
export * from '../modules/pages/pages.table.ts';
export * from '../modules/points/points.table.ts';
export * from '../modules/cart/cart.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/rights/rights.table.ts';
export * from '../modules/tracking/tracking.table.ts';
export * from '../modules/cars/cars.table.ts';
export * from '../modules/crowdfund/crowdfund.table.ts';
export * from '../modules/search/search.table.ts';
