import { Readable } from 'node:stream';
import {
  neutraliseFormula,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  SPECIFICATIONS_SEPARATOR,
} from '@shop/contract/product-csv';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { displayImageUrl } from '#server/modules/catalog/image-url.ts';
import { categoryOfProduct } from '#server/modules/catalog/product-rows.ts';

const PAGE = 500;

/**
 * docs/catalogue-import.md: every product of `brand` as CSV, the import's columns, UTF-8 with a
 * byte-order mark (so Excel reads Swahili and accented names right), text cells that a spreadsheet
 * would run as formulas neutralised. Read a page at a time and streamed: the shop's memory does
 * not grow with its catalogue.
 */
export function productCsvStream(db: Db, brand: Brand): Readable {
  return Readable.from(productRows(db, brand)).pipe(
    stringify({ bom: true, header: true, columns: [...PRODUCT_CSV_COLUMNS] }),
  );
}

async function* productRows(db: Db, brand: Brand): AsyncGenerator<Record<ProductCsvColumn, string>> {
  const p = products;
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        id: p.id,
        slug: p.slug,
        name: p.name,
        category: productCategories.slug,
        price: p.price,
        originalPrice: p.originalPrice,
        stock: p.stockQuantity,
        isActive: p.isActive,
        specifications: p.specifications,
        description: p.description,
        image: p.image,
        imageUrl: p.imageUrl,
      })
      .from(p)
      .innerJoin(productCategories, categoryOfProduct)
      .where(and(eq(p.brand, brand), gt(p.id, after)))
      .orderBy(asc(p.id))
      .limit(PAGE);
    for (const row of page) {
      yield {
        slug: row.slug,
        name: neutraliseFormula(row.name),
        category: row.category,
        price: row.price,
        original_price: row.originalPrice ?? '',
        stock_quantity: String(row.stock),
        is_active: String(row.isActive),
        specifications: neutraliseFormula(row.specifications.join(SPECIFICATIONS_SEPARATOR)),
        description: neutraliseFormula(row.description),
        image_url: neutraliseFormula(displayImageUrl(row.image, row.imageUrl) ?? ''),
      };
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
