// The one place drizzle-kit and the query builder read the whole schema from.
export * from './schema/alerts';
export * from './schema/backups';
export * from './schema/cart';
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/messages';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/rate-limits';
export * from './schema/reviews';
export * from './schema/sales';
export * from './schema/settings';
export * from './schema/slugs';
export * from './schema/stock';
export * from './schema/tours';
export * from './schema/translations';
export * from './schema/users';
