import type { TaxCode } from '@shop/contract/receipts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, varchar } from 'drizzle-orm/pg-core';

/** docs/receipts.md: a VAT class letter; what the shop sells is standard-rated (A) unless set otherwise. */
export const taxCodeColumn = (name = 'tax_code') =>
  varchar(name, { length: 1 }).$type<TaxCode>().notNull().default('A');

/** The check every tax code column carries. */
export const validTaxCode = (column: AnyPgColumn) => sql`${column} in ('A','B','C','D','E')`;
