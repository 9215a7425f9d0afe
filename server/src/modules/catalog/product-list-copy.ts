import type { AdminCatalogProduct as CatalogProduct } from '@shop/contract/catalog';
import { COUNT_CAP } from '@shop/contract/common';
import { LOCALES, type Locale } from '@shop/contract/locale';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { products, productTranslations } from '#server/db/schema.ts';
import type { Brand } from './brands';
import { availableStock } from './product-rows';

/*
 * docs/catalogue.md, "The visitors' list in memory": the fields a visitor's product list filters
 * and orders by, for every active product of one brand, kept in this process until the
 * catalogue changes. A search, a filter or an order is then a walk through an array; the
 * database only reads, by id, the page's products not shown since the copy was made. Orders by name and by date are ranks the database
 * computed, so the copy sorts names exactly as its collation does.
 */

/** What tells the copy whether it still shows the catalogue (the public cache's account of changes). */
export type CatalogFreshness = {
  /** Raised on every change the process hears of. */
  readonly generation: number;
  /** False when `scope` changed after `generation`, or when changes cannot be heard at all. */
  isCurrent(generation: number, scopes: readonly Brand[]): boolean;
};

const TRANSLATED = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

type Entry = {
  /** The entry's place in the snapshot's array, which the search marks. */
  index: number;
  id: number;
  categoryId: number;
  price: number;
  rating: number;
  reviewCount: number;
  available: number;
  /** Rank of the newest order (created_at desc, id desc). */
  newest: number;
  /** Each language's name, lowercased as a search compares it; the English one where there is none. */
  names: Record<Locale, string>;
  /** The English name where the language has its own, which a search in that language matches too. */
  englishToo: Record<Locale, string | undefined>;
  /** Dense rank of lower(name) in each language: equal names share one. */
  nameKey: Record<Locale, number>;
};

type Ordering = 'newest' | 'price' | '-price' | 'name' | '-name' | 'rating';

const byId = (a: Entry, b: Entry) => a.id - b.id;

function comparator(ordering: Ordering, lang: Locale): (a: Entry, b: Entry) => number {
  switch (ordering) {
    case 'newest':
      return (a, b) => a.newest - b.newest;
    case 'price':
      return (a, b) => a.price - b.price || byId(a, b);
    case '-price':
      return (a, b) => b.price - a.price || byId(a, b);
    case 'name':
      return (a, b) => a.nameKey[lang] - b.nameKey[lang] || byId(a, b);
    case '-name':
      return (a, b) => b.nameKey[lang] - a.nameKey[lang] || byId(a, b);
    case 'rating':
      return (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byId(a, b);
  }
}

/** Every entry's names in one language, joined by SEPARATOR; `starts[i]` is where entry i's begin. */
type JoinedNames = { text: string; starts: Int32Array };
const SEPARATOR = '\u0000';

/** The entry whose names hold position `at` of the joined text. */
function entryAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** At most this many products' answers kept per language: a catalogue's worth, bounded (a few MB). */
const KEPT_PRODUCTS = 12_000;

class Snapshot {
  private readonly sorted = new Map<string, Entry[]>();
  /** Products as the list answers them, per language, once read: as current as the snapshot. */
  private readonly kept = new Map<Locale, Map<number, CatalogProduct>>();
  private readonly joined = new Map<Locale, JoinedNames>();
  constructor(
    readonly generation: number,
    private readonly entries: Entry[],
  ) {}

  /** The entries in `ordering`, sorted on first use. */
  inOrder(ordering: Ordering, lang: Locale): Entry[] {
    const key = ordering.endsWith('name') ? `${ordering}:${lang}` : ordering;
    let list = this.sorted.get(key);
    if (!list) {
      list = [...this.entries].sort(comparator(ordering, lang));
      this.sorted.set(key, list);
    }
    return list;
  }

  /**
   * The entries whose name in `lang` (or English name) contains `search` (lowercased), marked by
   * index: one native `indexOf` pass over all names joined, rather than a call per product.
   */
  found(lang: Locale, search: string): Uint8Array {
    const names = this.namesIn(lang);
    const found = new Uint8Array(this.entries.length);
    // PostgreSQL's text holds no NUL: no name contains one, so nothing matches it.
    if (search.includes(SEPARATOR)) return found;
    for (let at = names.text.indexOf(search); at !== -1; ) {
      const index = entryAt(names.starts, at);
      found[index] = 1;
      at = index + 1 < names.starts.length ? names.text.indexOf(search, names.starts[index + 1]) : -1;
    }
    return found;
  }

  private namesIn(lang: Locale): JoinedNames {
    let names = this.joined.get(lang);
    if (!names) {
      const starts = new Int32Array(this.entries.length);
      const parts: string[] = [];
      let length = 0;
      for (const entry of this.entries) {
        starts[entry.index] = length;
        const own =
          entry.englishToo[lang] === undefined
            ? entry.names[lang]
            : `${entry.names[lang]}${SEPARATOR}${entry.englishToo[lang]}`;
        parts.push(own);
        length += own.length + SEPARATOR.length;
      }
      names = { text: parts.join(SEPARATOR), starts };
      this.joined.set(lang, names);
    }
    return names;
  }

  private categoryCounts: Map<number, number> | undefined;

  /** How many active products each category holds: what the visitors' category list shows. */
  countsByCategory(): Map<number, number> {
    if (!this.categoryCounts) {
      this.categoryCounts = new Map();
      for (const { categoryId } of this.entries)
        this.categoryCounts.set(categoryId, (this.categoryCounts.get(categoryId) ?? 0) + 1);
    }
    return this.categoryCounts;
  }

  keptIn(lang: Locale): Map<number, CatalogProduct> {
    let kept = this.kept.get(lang);
    if (!kept || kept.size >= KEPT_PRODUCTS) {
      kept = new Map();
      this.kept.set(lang, kept);
    }
    return kept;
  }
}

export type CopyQuery = {
  lang: Locale;
  search?: string;
  category?: number;
  min_price?: string;
  max_price?: string;
  in_stock?: boolean;
  ordering: Ordering;
  offset: number;
  limit: number;
};

/**
 * The ids of one page, in order, and the matches counted as the database counts them (COUNT_CAP +
 * 1 means more); `kept` holds the products of the copy's time read before, and takes those read now.
 */
export type CopyPage = { ids: number[]; count: number; kept: Map<number, CatalogProduct> };

function matcher(query: CopyQuery, snapshot: Snapshot): (e: Entry) => boolean {
  const { category, in_stock } = query;
  const found = query.search ? snapshot.found(query.lang, query.search.toLowerCase()) : undefined;
  const min = query.min_price === undefined ? -Infinity : Number(query.min_price);
  const max = query.max_price === undefined ? Infinity : Number(query.max_price);
  return (e) =>
    (found === undefined || found[e.index] === 1) &&
    (category === undefined || e.categoryId === category) &&
    e.price >= min &&
    e.price <= max &&
    (in_stock === undefined || in_stock === e.available > 0);
}

/** One brand's copy; reads fall back to the database (undefined) while it is being made or cannot be trusted. */
export class ProductListCopy {
  private snapshot: Snapshot | undefined;
  private building: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly brand: Brand,
    private readonly freshness: CatalogFreshness,
  ) {}

  /**
   * The page `query` asks for, or undefined when there is no current copy: the first read after a
   * change starts making one and goes to the database meanwhile, as does any read while changes
   * cannot be heard.
   */
  page(query: CopyQuery): CopyPage | undefined {
    const snapshot = this.current();
    if (!snapshot) return undefined;
    const matches = matcher(query, snapshot);
    const end = query.offset + query.limit;
    const ids: number[] = [];
    let count = 0;
    for (const entry of snapshot.inOrder(query.ordering, query.lang)) {
      if (!matches(entry)) continue;
      if (count >= query.offset && count < end) ids.push(entry.id);
      count += 1;
      if (count > COUNT_CAP && count >= end) break;
    }
    return { ids, count: Math.min(count, COUNT_CAP + 1), kept: snapshot.keptIn(query.lang) };
  }

  /** Each category's active products, or undefined when there is no current copy (as for `page`). */
  categoryCounts(): Map<number, number> | undefined {
    return this.current()?.countsByCategory();
  }

  private current(): Snapshot | undefined {
    const { freshness, brand } = this;
    if (this.snapshot && freshness.isCurrent(this.snapshot.generation, [brand])) return this.snapshot;
    this.snapshot = undefined;
    // One build at a time: a change during a build makes the next read start another.
    if (!this.building && freshness.isCurrent(freshness.generation, [brand])) {
      const generation = freshness.generation;
      this.building = readEntries(this.db, brand)
        .then((entries) => {
          if (freshness.isCurrent(generation, [brand])) this.snapshot = new Snapshot(generation, entries);
        })
        // A failed build leaves the reads on the database; the next read tries again.
        .catch(() => {})
        .finally(() => {
          this.building = undefined;
        });
    }
    return undefined;
  }

  /** Resolves once the build under way (if any) has ended: for tests and the benchmark's warm-up. */
  async settled(): Promise<void> {
    this.current();
    await this.building;
  }
}

const p = products;

async function readEntries(db: Db, brand: Brand): Promise<Entry[]> {
  const joined = TRANSLATED.map((locale) => ({ locale, t: alias(productTranslations, `pt_${locale}`) }));
  const columns = {
    id: p.id,
    categoryId: p.categoryId,
    // numeric(14,2) and numeric(3,2) convert to the nearest double: distinct values stay distinct and ordered.
    price: sql<number>`${p.price}::float8`.mapWith(Number),
    rating: sql<number>`${p.rating}::float8`.mapWith(Number),
    reviewCount: p.reviewCount,
    available: availableStock,
    newest: sql<number>`row_number() over (order by ${p.createdAt} desc, ${p.id} desc)`.mapWith(Number),
    name: p.name,
    nameKey: sql<number>`dense_rank() over (order by lower(${p.name}))`.mapWith(Number),
    ...Object.fromEntries(
      joined.flatMap(({ locale, t }) => [
        [`name_${locale}`, t.name],
        [
          `key_${locale}`,
          sql<number>`dense_rank() over (order by lower(coalesce(${t.name}, ${p.name})))`.mapWith(Number),
        ],
      ]),
    ),
  };
  let query = db.select(columns).from(p).$dynamic();
  for (const { locale, t } of joined) {
    // A join per language; the selected columns, named above, keep the rows' type as it is.
    query = query.leftJoin(
      t,
      and(eq(t.brand, p.brand), eq(t.productId, p.id), eq(t.locale, locale)),
    ) as unknown as typeof query;
  }
  const rows = (await query
    .where(and(eq(p.brand, brand), eq(p.isActive, true)))
    .orderBy(asc(p.id))) as Record<string, unknown>[];
  return rows.map((row, index) => {
    const english = (row.name as string).toLowerCase();
    const names = { en: english } as Record<Locale, string>;
    const englishToo = { en: undefined } as Record<Locale, string | undefined>;
    const nameKey = { en: row.nameKey as number } as Record<Locale, number>;
    for (const locale of TRANSLATED) {
      const own = row[`name_${locale}`] as string | null;
      names[locale] = own === null ? english : own.toLowerCase();
      englishToo[locale] = own === null ? undefined : english;
      nameKey[locale] = row[`key_${locale}`] as number;
    }
    return {
      index,
      id: row.id as number,
      categoryId: row.categoryId as number,
      price: row.price as number,
      rating: row.rating as number,
      reviewCount: row.reviewCount as number,
      available: row.available as number,
      newest: row.newest as number,
      names,
      englishToo,
      nameKey,
    };
  });
}
