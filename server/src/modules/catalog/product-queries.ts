import type {
  AdminCatalogProduct,
  AdminCatalogProductPage,
  AdminListProductsQuery,
  CatalogProductDetail,
  ListProductsQuery,
} from '@shop/contract/catalog';
import { STOCK_STATE_RANGES, type StockState } from '@shop/contract/catalog';
import type { Locale } from '@shop/contract/locale';
import { DEFAULT_TAX_CODE, type TaxCode } from '@shop/contract/receipts';
import { and, asc, between, desc, eq, gt, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { cappedCountOf } from '#server/db/capped-count.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
} from '#server/db/schema.ts';
import { BRANDS, type Brand } from './brands';
import { displayImageUrl } from './image-url';
import { containsPattern } from './like-pattern';
import type { ProductListCopy } from './product-list-copy';
import { availableStock, categoryOfProduct, isProduct } from './product-rows';
import { newestReviews } from './review-list';
import { ADMIN_LOCALE, categoryTranslationOf, orEnglish, productTranslationOf } from './translations';

const p = products;
const pt = productTranslations;
const ct = productCategoryTranslations;

type Scope = 'public' | 'admin';

/**
 * Which texts a read shows: English alone (the visitor's default, read without any join), the
 * visitor's language with English where it has none, or the admin's English beside Swahili.
 */
type Texts = 'english' | 'translated' | 'admin';

function textsOf(scope: Scope, lang: Locale): Texts {
  return scope === 'admin' ? 'admin' : lang === 'en' ? 'english' : 'translated';
}

/** The locale of the translation rows a read joins, if it joins any. */
function joinedLocale(scope: Scope, lang: Locale): Locale | undefined {
  const texts = textsOf(scope, lang);
  return texts === 'english' ? undefined : texts === 'admin' ? ADMIN_LOCALE : lang;
}

/** Visitors see what can still be sold (docs/stock.md); the admin edits the stock itself. */
function productColumns(scope: Scope, texts: Texts) {
  const translated = texts === 'translated';
  return {
    id: p.id,
    name: translated ? orEnglish<string>(pt.name, p.name) : p.name,
    // The page's address keeps the English slug in both languages (docs/seo.md).
    slug: p.slug,
    description: translated ? orEnglish<string>(pt.description, p.description) : p.description,
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
    categoryName: translated ? orEnglish<string>(ct.name, productCategories.name) : productCategories.name,
  };
}

/** The admin's columns: the English texts and, beside them, the Swahili ones it edits. */
function adminProductColumns() {
  return {
    ...productColumns('admin', 'admin'),
    taxCode: p.taxCode,
    warrantyMonths: p.warrantyMonths,
    nameSw: pt.name,
    slugSw: pt.slug,
    descriptionSw: pt.description,
  };
}

function columnsOf(scope: Scope, lang: Locale) {
  const texts = textsOf(scope, lang);
  return texts === 'admin' ? adminProductColumns() : productColumns(scope, texts);
}

/**
 * A read of products joined to their texts in `locale` and their category's, when it shows any.
 * The columns a read selects are named above, so the joins leave the type of its rows as it is.
 */
function withTexts<T extends PgSelect>(query: T, locale: Locale | undefined): T {
  if (!locale) return query;
  return query
    .leftJoin(pt, productTranslationOf(locale))
    .leftJoin(ct, categoryTranslationOf(locale)) as unknown as T;
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
  /** The admin's read only. */
  taxCode?: TaxCode;
  warrantyMonths?: number;
  nameSw?: string | null;
  slugSw?: string | null;
  descriptionSw?: string | null;
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
    name_sw: row.nameSw ?? null,
    slug_sw: row.slugSw ?? null,
    description_sw: row.descriptionSw ?? null,
    tax_code: row.taxCode ?? DEFAULT_TAX_CODE,
    warranty_months: row.warrantyMonths ?? 0,
  };
}

/** The order of a list; by name means by the name shown. */
function orderBy(ordering: ListProductsQuery['ordering'], texts: Texts): SQL[] {
  const name = texts === 'translated' ? orEnglish<string>(pt.name, p.name) : p.name;
  const orders: Record<ListProductsQuery['ordering'], SQL[]> = {
    newest: [desc(p.createdAt), desc(p.id)],
    price: [asc(p.price), asc(p.id)],
    '-price': [desc(p.price), asc(p.id)],
    name: [asc(sql`lower(${name})`), asc(p.id)],
    '-name': [desc(sql`lower(${name})`), asc(p.id)],
    rating: [desc(p.rating), desc(p.reviewCount), asc(p.id)],
  };
  return orders[ordering];
}

/** A visitor reading another language finds a product by its name in either (docs/catalogue.md). */
function nameMatches(texts: Texts): SQL {
  const pattern = sql.placeholder('search');
  return texts === 'translated'
    ? or(ilike(p.name, pattern), ilike(pt.name, pattern))!
    : ilike(p.name, pattern);
}

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
  const lang = query.scope === 'public' ? query.lang : ADMIN_LOCALE;
  const texts = textsOf(query.scope, lang);
  const locale = joinedLocale(query.scope, lang);
  const where = and(
    eq(p.brand, brand),
    query.scope === 'public' ? eq(p.isActive, true) : undefined,
    query.search ? nameMatches(texts) : undefined,
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
  const nameOrder = query.ordering === 'name' || query.ordering === '-name' ? query.ordering : undefined;
  const byTranslatedName = texts === 'translated' && !query.search ? nameOrder : undefined;
  return {
    // The count is a query of its own: `count(*) over ()` on the page's query would join and sort
    // every matching row to send twelve (docs/lists.md); counted alone, an index answers it.
    page: withTexts(
      db
        .select(columnsOf(query.scope, lang))
        .from(p)
        .innerJoin(productCategories, categoryOfProduct)
        .$dynamic(),
      locale,
    )
      .where(byTranslatedName ? and(where, inFirstByTranslatedName(where, lang, byTranslatedName)) : where)
      .orderBy(...orderBy(query.ordering, texts))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    // Counted up to COUNT_CAP and no further (docs/lists.md): a broad filter of a large catalogue
    // reads a thousand rows, not every laptop. Only a search in another language reads the
    // translated names to count.
    count: cappedCountOf(
      db,
      (texts === 'translated' && query.search
        ? db.select({ one: sql`1` }).from(p).leftJoin(pt, productTranslationOf(lang)).$dynamic()
        : db.select({ one: sql`1` }).from(p).$dynamic()
      ).where(where),
    ).prepare(`${name}_count`),
  };
}

/**
 * docs/catalogue.md: the products a page in another language sorted by name can show, without
 * sorting every product by its name in that language: the first `window` (the page and those
 * before it) of the translated names, walked in order through their index, and as many of the
 * untranslated, through the English names' index. `where` names `products` and, written inside,
 * reads each stream's own rows.
 */
function inFirstByTranslatedName(where: SQL | undefined, lang: Locale, ordering: 'name' | '-name'): SQL {
  const direction = sql.raw(ordering === 'name' ? 'asc' : 'desc');
  const window = sql.placeholder('window');
  const translated = and(productTranslationOf(lang), sql`${pt.name} is not null`);
  return sql`${p.id} in (select id from (
      (select ${p.id} as id, lower(${pt.name}) as k from ${p} join ${pt} on ${translated}
        where ${where} order by k ${direction}, id limit ${window})
      union all
      (select ${p.id} as id, lower(${p.name}) as k from ${p}
        where ${where} and not exists (select 1 from ${pt} where ${translated})
        order by k ${direction}, id limit ${window})
    ) candidates)`;
}

/**
 * Statements prepared once per database and name (a name stands for one statement's text): `build`
 * runs on the first use of a name only.
 */
function preparedOnce<T>(): (db: Db, name: string, build: () => T) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, name, build) => {
    let cache = byDb.get(db);
    if (!cache) {
      cache = new Map();
      byDb.set(db, cache);
    }
    let statements = cache.get(name);
    if (!statements) {
      statements = build();
      cache.set(name, statements);
    }
    return statements;
  };
}

const listStatements = preparedOnce<ReturnType<typeof buildListStatements>>();

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
    query.scope === 'public' ? query.lang : ADMIN_LOCALE,
  ].join('_');
  return listStatements(db, name, () => buildListStatements(db, brand, query, name));
}

/**
 * One page of products and the total matching count. Visitors (`ListProductsQuery`) see active
 * products only; the admin list (`AdminListProductsQuery`) sees every product.
 */
export async function listProducts(
  db: Db,
  brand: Brand,
  query: ListQuery,
  copy?: ProductListCopy,
): Promise<AdminCatalogProductPage> {
  const offset = (query.page - 1) * query.page_size;
  const fromCopy =
    query.scope === 'public' ? copy?.page({ ...query, offset, limit: query.page_size }) : undefined;
  if (fromCopy && query.scope === 'public') {
    const { ids, kept } = fromCopy;
    const missing = ids.filter((id) => !kept.has(id));
    if (missing.length > 0) {
      for (const row of await rowsById(db, brand, query.lang, missing))
        kept.set(row.id, toProductDto(brand, row));
    }
    return {
      count: fromCopy.count,
      page: query.page,
      page_size: query.page_size,
      // One deactivated since the copy was made is left out, as the next read, from a new copy, leaves it.
      results: ids.flatMap((id) => kept.get(id) ?? []),
    };
  }
  const statements = listStatementsFor(db, brand, query);
  const values = {
    search: query.search ? containsPattern(query.search) : undefined,
    category: query.category,
    min_price: query.min_price,
    max_price: query.max_price,
  };
  const [rows, [total]] = await Promise.all([
    statements.page.execute({ ...values, limit: query.page_size, offset, window: offset + query.page_size }),
    statements.count.execute(values),
  ]);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toProductDto(brand, row)),
  };
}

function buildRowsById(db: Db, brand: Brand, lang: Locale, name: string) {
  return withTexts(
    db.select(columnsOf('public', lang)).from(p).innerJoin(productCategories, categoryOfProduct).$dynamic(),
    joinedLocale('public', lang),
  )
    .where(and(eq(p.brand, brand), eq(p.isActive, true), sql`${p.id} = any(${sql.placeholder('ids')})`))
    .prepare(name);
}

const rowsByIdStatements = preparedOnce<ReturnType<typeof buildRowsById>>();

/** The active products among `ids`, for the list's copy in memory (product-list-copy.ts). */
async function rowsById(db: Db, brand: Brand, lang: Locale, ids: number[]) {
  const name = `list_by_id_${brand}_${lang}`;
  return rowsByIdStatements(db, name, () => buildRowsById(db, brand, lang, name)).execute({ ids });
}

export async function findProduct(
  db: Db | Tx,
  brand: Brand,
  id: number,
  scope: Scope = 'admin',
  lang: Locale = 'en',
): Promise<AdminCatalogProduct | undefined> {
  const [row] = await withTexts(
    db.select(columnsOf(scope, lang)).from(p).innerJoin(productCategories, categoryOfProduct).$dynamic(),
    joinedLocale(scope, lang),
  ).where(isProduct(brand, id));
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
  lang: Locale,
): Promise<CatalogProductDetail | undefined> {
  const product = await findProduct(db, brand, id, 'public', lang);
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
  lang: Locale,
): Promise<CatalogProductDetail | undefined> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.brand, brand), eq(p.slug, slug), eq(p.isActive, true)));
  return row && productDetail(db, brand, row.id, lang);
}
