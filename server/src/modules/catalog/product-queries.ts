import type {
  AdminCatalogProduct,
  AdminCatalogProductPage,
  AdminListProductsQuery,
  CatalogProductDetail,
  ListProductsQuery,
} from '@shop/contract/catalog';
import { STOCK_STATE_RANGES, type StockState } from '@shop/contract/catalog';
import { and, asc, between, count, desc, eq, gt, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import { BRANDS, type Brand } from './brands';
import { displayImageUrl } from './image-url';
import { containsPattern } from './like-pattern';
import { availableStock, categoryOfProduct, isProduct } from './product-rows';
import { newestReviews } from './review-list';

const p = products;

type Scope = 'public' | 'admin';

/** Visitors see what can still be sold (docs/stock.md); the admin edits the stock itself. */
function productColumns(scope: Scope) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    price: p.price,
    originalPrice: p.originalPrice,
    image: p.image,
    imageUrl: p.imageUrl,
    rating: p.rating,
    reviewCount: p.reviewCount,
    stockQuantity: scope === 'public' ? availableStock : p.stockQuantity,
    isActive: p.isActive,
    specifications: p.specifications,
    createdAt: p.createdAt,
    version: p.version,
    categoryId: productCategories.id,
    categoryName: productCategories.name,
  };
}

type ProductRow = {
  id: number;
  name: string;
  slug: string;
  description: string;
  price: string;
  originalPrice: string | null;
  image: string | null;
  imageUrl: string | null;
  rating: string;
  reviewCount: number;
  stockQuantity: number;
  isActive: boolean;
  specifications: string[];
  createdAt: Date;
  version: number;
  categoryId: number;
  categoryName: string;
};

/** The admin's view; the public routes' response schemas leave `version` out. */
function toProductDto(brand: Brand, row: ProductRow): AdminCatalogProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    original_price: row.originalPrice,
    currency: BRANDS[brand].currency,
    image: row.image,
    image_url: displayImageUrl(row.image, row.imageUrl),
    category: { id: row.categoryId, name: row.categoryName },
    category_name: row.categoryName,
    rating: Math.round(Number(row.rating) * 10) / 10,
    review_count: row.reviewCount,
    stock_quantity: row.stockQuantity,
    stock: row.stockQuantity,
    in_stock: row.isActive && row.stockQuantity > 0,
    is_active: row.isActive,
    specifications: row.specifications,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

const ORDER_BY: Record<ListProductsQuery['ordering'], SQL[]> = {
  newest: [desc(p.createdAt), desc(p.id)],
  price: [asc(p.price), asc(p.id)],
  '-price': [desc(p.price), asc(p.id)],
  name: [asc(sql`lower(${p.name})`), asc(p.id)],
  '-name': [desc(sql`lower(${p.name})`), asc(p.id)],
  rating: [desc(p.rating), desc(p.reviewCount), asc(p.id)],
};

/** docs/stock.md: each stock state's quantities, from the contract's ranges the web's colours use. */
function stockRange(state: StockState): SQL {
  const { min, max } = STOCK_STATE_RANGES[state];
  return max === null ? gte(p.stockQuantity, min) : between(p.stockQuantity, min, max);
}

const STOCK_FILTER = {
  out: stockRange('out'),
  low: stockRange('low'),
  in: stockRange('in'),
};

type ListQuery = ({ scope: 'public' } & ListProductsQuery) | ({ scope: 'admin' } & AdminListProductsQuery);

/**
 * The list query as a prepared statement: the filters that are present decide the SQL text and
 * their values travel as parameters. The shop's busiest read thus skips query building in
 * Node and, on PostgreSQL, planning on every request.
 */
function buildListStatements(db: Db, brand: Brand, query: ListQuery, name: string) {
  const where = and(
    eq(p.brand, brand),
    query.scope === 'public' ? eq(p.isActive, true) : undefined,
    query.search ? ilike(p.name, sql.placeholder('search')) : undefined,
    query.category ? eq(p.categoryId, sql.placeholder('category')) : undefined,
    query.min_price ? gte(p.price, sql.placeholder('min_price')) : undefined,
    query.max_price ? lte(p.price, sql.placeholder('max_price')) : undefined,
    query.scope === 'public' && query.in_stock !== undefined
      ? query.in_stock
        ? gt(availableStock, 0)
        : eq(availableStock, 0)
      : undefined,
    query.scope === 'admin' && query.stock ? STOCK_FILTER[query.stock] : undefined,
  );
  return {
    // The count is a query of its own: `count(*) over ()` on the page's query would join and sort
    // every matching row to send twelve (docs/lists.md); counted alone, an index answers it.
    page: db
      .select(productColumns(query.scope))
      .from(p)
      .innerJoin(productCategories, categoryOfProduct)
      .where(where)
      .orderBy(...ORDER_BY[query.ordering])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    count: db.select({ n: count() }).from(p).where(where).prepare(`${name}_count`),
  };
}

const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildListStatements>>>();

function listStatementsFor(db: Db, brand: Brand, query: ListQuery) {
  const stock = query.scope === 'public' ? query.in_stock : query.stock;
  const present = [query.search, query.category, query.min_price, query.max_price].map((v) => (v ? 1 : 0));
  const name = [
    'list',
    brand,
    query.scope,
    present.join(''),
    stock === undefined ? 'any' : String(stock),
    query.ordering.replace('-', 'desc_'),
  ].join('_');
  let cache = listStatements.get(db);
  if (!cache) {
    cache = new Map();
    listStatements.set(db, cache);
  }
  let statements = cache.get(name);
  if (!statements) {
    statements = buildListStatements(db, brand, query, name);
    cache.set(name, statements);
  }
  return statements;
}

/**
 * One page of products and the total matching count. Visitors (`ListProductsQuery`) see active
 * products only; the admin list (`AdminListProductsQuery`) sees every product.
 */
export async function listProducts(db: Db, brand: Brand, query: ListQuery): Promise<AdminCatalogProductPage> {
  const statements = listStatementsFor(db, brand, query);
  const values = {
    search: query.search ? containsPattern(query.search) : undefined,
    category: query.category,
    min_price: query.min_price,
    max_price: query.max_price,
  };
  const offset = (query.page - 1) * query.page_size;
  const [rows, [total]] = await Promise.all([
    statements.page.execute({ ...values, limit: query.page_size, offset }),
    statements.count.execute(values),
  ]);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toProductDto(brand, row)),
  };
}

export async function findProduct(
  db: Db | Tx,
  brand: Brand,
  id: number,
  scope: Scope = 'admin',
): Promise<AdminCatalogProduct | undefined> {
  const [row] = await db
    .select(productColumns(scope))
    .from(p)
    .innerJoin(productCategories, categoryOfProduct)
    .where(isProduct(brand, id));
  return row && toProductDto(brand, row);
}

/**
 * A product and its newest reviews. Inactive products are shown too (with in_stock false): a
 * visitor may reach one from a wishlist, a cart or an old order.
 */
export async function productDetail(
  db: Db,
  brand: Brand,
  id: number,
): Promise<CatalogProductDetail | undefined> {
  const product = await findProduct(db, brand, id, 'public');
  if (!product) return undefined;
  return { ...product, reviews: await newestReviews(db, { brand, productId: id }) };
}

/**
 * docs/seo.md: the active product of `brand` whose page is at `slug`, with its newest reviews.
 * An inactive product has no page (404), though its details stay readable by id.
 */
export async function productDetailBySlug(
  db: Db,
  brand: Brand,
  slug: string,
): Promise<CatalogProductDetail | undefined> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.brand, brand), eq(p.slug, slug), eq(p.isActive, true)));
  return row && productDetail(db, brand, row.id);
}
