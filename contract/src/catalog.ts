import { z } from 'zod';
import { Currency, Id, MAX_ID, MONEY_PATTERN, Money, PageQuery, pageOf } from './common';
import { TaxCode } from './receipts';
import { Review } from './reviews';
import { WarrantyMonthsInput } from './serials';
import { STOCK_STATES } from './stock';
import { LangParam, TranslatedText, translatedSlug, translatedText } from './translations';
import { MEDIA_PREFIX } from './uploads';

/* ---------------------------------------------------------------- constants */

export const MAX_STOCK_QUANTITY = 1_000_000;
/** Reviews shown on a detail page; `review_count` always gives the total. */
export const DETAIL_REVIEWS_LIMIT = 50;

/** docs/catalogue.md: the icons a laptop category may use. */
export const PRODUCT_CATEGORY_ICONS = [
  'package',
  'laptop',
  'gamepad',
  'briefcase',
  'star',
  'cpu',
  'monitor',
  'harddrive',
  'map',
  'mountain',
  'compass',
  'camera',
  'tent',
  'binoculars',
] as const;
export const ProductCategoryIcon = z.enum(PRODUCT_CATEGORY_ICONS, {
  error: `Choose one of: ${PRODUCT_CATEGORY_ICONS.join(', ')}`,
});
export type ProductCategoryIcon = z.infer<typeof ProductCategoryIcon>;

export const PRODUCT_ORDERINGS = ['newest', 'price', '-price', 'name', '-name', 'rating'] as const;
export const ProductOrdering = z.enum(PRODUCT_ORDERINGS);

export {
  LOW_STOCK_THRESHOLD,
  STOCK_STATE_RANGES,
  STOCK_STATES,
  stockStateOf,
} from './stock';
export const StockState = z.enum(STOCK_STATES);
export type StockState = z.infer<typeof StockState>;

/* ------------------------------------------------------------ input pieces */

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * docs/catalogue.md: the slug a category name gets. Accents are dropped first so "Café" gives
 * "cafe", not "caf"; then lower case, each run of other characters one hyphen, none at the ends.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A query-string value where an empty parameter (`?category=`) means "not given". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** A required, trimmed text field. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/**
 * An amount from JSON (number or string) or a form field (string), kept as an exact decimal
 * string; a number is taken as written, so 12.345 is refused rather than rounded.
 */
export function amountInput(message: string, opts: { positive?: boolean } = {}) {
  return z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => MONEY_PATTERN.test(v) && (!opts.positive || Number(v) > 0), message);
}

/** An optional amount where '' or null clears the value. */
export function optionalAmountInput(message: string) {
  return z
    .union([z.number(), z.string().trim(), z.null()], { error: message })
    .transform((v) => (v === '' || v === null ? null : typeof v === 'number' ? String(v) : v))
    .refine((v) => v === null || (MONEY_PATTERN.test(v) && Number(v) > 0), message)
    .optional();
}

/** docs/catalogue.md: an original price that is not a number is ignored, i.e. cleared. */
export const LenientOriginalPrice = z
  .unknown()
  .transform((v) => {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    return MONEY_PATTERN.test(text) && Number(text) > 0 ? text : null;
  })
  .optional();

/** A whole number from JSON or a form field. */
export function countInput(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => (typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ error: message })
        .int(message)
        .min(min, message)
        .max(max, `Must be at most ${max.toLocaleString('en-US')}`),
    );
}

export const CategoryInput = countInput('Category is required', 1, MAX_ID);

/** true/false from JSON, or 'true'/'false'/'on'/'1'/'0' from a form. */
export const BooleanInput = z.union([z.boolean(), z.stringbool()], { error: 'Must be true or false' });

/**
 * A list of short texts: a JSON array, a JSON array in a form field, or a comma-separated string.
 * Items are trimmed and empty ones dropped (docs/catalogue.md).
 */
export function stringListInput(maxItems = 50, maxLength = 200) {
  return z
    .union([z.array(z.string()), z.string()], { error: 'Must be a list of texts or a comma-separated text' })
    .transform((v, ctx) => {
      let items: unknown = v;
      if (typeof v === 'string') {
        const text = v.trim();
        if (text.startsWith('[')) {
          try {
            items = JSON.parse(text);
          } catch {
            items = undefined;
          }
        } else {
          items = text.split(',');
        }
      }
      if (!Array.isArray(items) || !items.every((i) => typeof i === 'string')) {
        ctx.addIssue({ code: 'custom', message: 'Must be a list of texts or a comma-separated text' });
        return z.NEVER;
      }
      return items.map((i) => i.trim()).filter((i) => i !== '');
    })
    .pipe(
      z
        .array(z.string().max(maxLength, `Each item must be at most ${maxLength} characters`))
        .max(maxItems, `At most ${maxItems} items`),
    );
}

const HttpUrl = z.url({ protocol: /^https?$/ });
const MEDIA_PATH = new RegExp(`^${MEDIA_PREFIX}[A-Za-z0-9_-][A-Za-z0-9._/-]*$`);

/** docs/uploads.md: an http(s) URL, or a path of an image this shop serves under /media/. */
export function isImageUrl(value: string): boolean {
  if (value.length > 1000) return false;
  if (value.startsWith(MEDIA_PREFIX)) return MEDIA_PATH.test(value) && !value.includes('..');
  return HttpUrl.safeParse(value).success;
}

/** An image URL where '' or null means "no URL". */
export const ImageUrlInput = z
  .union([z.string().trim(), z.null()], { error: 'Please enter a valid image URL' })
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || isImageUrl(v), 'Please enter a valid image URL');

/** Optional slug of at most `max` characters: absent or blank means "make one from the name". */
function slugInput(max: number, example: string) {
  return z
    .string({ error: 'Slug must be text' })
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .max(max, { message: `Slug must be at most ${max} characters`, abort: true })
        .regex(SLUG_PATTERN, `Use lower-case letters and digits separated by single hyphens, e.g. ${example}`)
        .optional(),
    )
    .optional();
}

/** A category's slug. */
export const SlugInput = slugInput(120, 'gaming-laptops');
/** docs/seo.md: a product's or tour's slug, its page's address; blank makes one from the name. */
export const ItemSlugInput = slugInput(200, 'hp-elitebook-840-g8');

export const CategoryName = requiredText('Category name is required', 100);

/* -------------------------------------------------------------- responses */

/** A laptop (prices in TZS) or an IGSUM product (prices in USD); `currency` says which. */
export const CatalogProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product's address, unique in its brand: its page is ITEM_PAGES[brand].href(slug) (docs/seo.md). */
  slug: z.string(),
  description: z.string(),
  price: Money,
  original_price: Money.nullable(),
  currency: Currency,
  /** The uploaded file's name, when the image was uploaded. */
  image: z.string().nullable(),
  /** What to display: /media/<image> for an upload, else the stored URL, else null. */
  image_url: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  category_name: z.string(),
  /** Average review rating, one decimal; 0 when there are no reviews. */
  rating: z.number(),
  review_count: z.number().int(),
  stock_quantity: z.number().int(),
  /** The same number as stock_quantity (docs/catalogue.md: clients read either name). */
  stock: z.number().int(),
  /** stock_quantity > 0 and is_active. */
  in_stock: z.boolean(),
  is_active: z.boolean(),
  specifications: z.array(z.string()),
  created_at: z.string(),
});
export type CatalogProduct = z.infer<typeof CatalogProduct>;

/** GET .../products/{id}/: the product and its newest DETAIL_REVIEWS_LIMIT reviews, newest first. */
export const CatalogProductDetail = CatalogProduct.extend({ reviews: z.array(Review) });
export type CatalogProductDetail = z.infer<typeof CatalogProductDetail>;

export const CatalogProductPage = pageOf(CatalogProduct);
export type CatalogProductPage = z.infer<typeof CatalogProductPage>;

/**
 * A product as the admin sees it: `version` goes up whenever the product changes (also when an
 * order marked sold lowers its stock), and a save may send it back to be refused with 409 if
 * the product changed since.
 */
export const AdminCatalogProduct = CatalogProduct.extend({
  version: z.number().int(),
  /** The Swahili texts (docs/catalogue.md, "Languages"); `name` and `description` are English. */
  name_sw: TranslatedText,
  slug_sw: TranslatedText,
  description_sw: TranslatedText,
  /** docs/receipts.md: its VAT class on receipts (A standard unless the admin sets another). */
  tax_code: TaxCode,
  /** docs/serials-and-warranty.md: months of warranty from the day the customer receives it; 0 none. */
  warranty_months: z.number().int(),
});
export type AdminCatalogProduct = z.infer<typeof AdminCatalogProduct>;
export const AdminCatalogProductPage = pageOf(AdminCatalogProduct);
export type AdminCatalogProductPage = z.infer<typeof AdminCatalogProductPage>;

/**
 * A laptop category. `product_count` counts the products a visitor can see (active ones) on
 * GET /api/fursa/categories/, and all products on the admin list.
 */
export const LaptopCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  product_count: z.number().int(),
});
export type LaptopCategory = z.infer<typeof LaptopCategory>;

/** An IGSUM product category; `product_count` as for LaptopCategory. */
export const IgsumProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  product_count: z.number().int(),
});
export type IgsumProductCategory = z.infer<typeof IgsumProductCategory>;

/** A category as the admin sees it: with its Swahili name and slug (null: the English ones show). */
const categorySwahili = { name_sw: TranslatedText, slug_sw: TranslatedText };
export const AdminLaptopCategory = LaptopCategory.extend(categorySwahili);
export type AdminLaptopCategory = z.infer<typeof AdminLaptopCategory>;
export const AdminIgsumProductCategory = IgsumProductCategory.extend(categorySwahili);
export type AdminIgsumProductCategory = z.infer<typeof AdminIgsumProductCategory>;

/* ---------------------------------------------------------------- queries */

const listFilters = {
  /** Case-insensitive substring of the name. */
  search: optionalParam(z.string().trim().max(100, 'Search must be at most 100 characters')),
  category: optionalParam(Id),
  min_price: optionalParam(Money),
  max_price: optionalParam(Money),
  ordering: optionalParam(ProductOrdering).transform((v) => v ?? 'newest'),
};

/** GET /api/fursa/products/ and GET /api/igsum/products/: active products only, paged. */
export const ListProductsQuery = PageQuery.extend({
  ...listFilters,
  in_stock: optionalParam(z.stringbool()),
  /** The language of the texts; `search` then matches the Swahili name too. */
  lang: LangParam,
});
export type ListProductsQuery = z.infer<typeof ListProductsQuery>;

/** GET /api/admin/products/ and /api/admin/igsum-products/: every product, active or not, paged. */
export const AdminListProductsQuery = PageQuery.extend({
  ...listFilters,
  stock: optionalParam(StockState),
});
export type AdminListProductsQuery = z.infer<typeof AdminListProductsQuery>;

/* ----------------------------------------------------------- admin bodies */

const PRODUCT_NAME_REQUIRED = 'Product name is required';
const DESCRIPTION_REQUIRED = 'Description is required';
const STOCK_MESSAGE = 'Stock quantity must be a non-negative integer';

/** A product's Swahili texts beside the English ones (docs/catalogue.md, "Languages"). */
const productSwahili = {
  name_sw: translatedText('Swahili name', 200),
  slug_sw: translatedSlug(SLUG_PATTERN, 200),
  description_sw: translatedText('Swahili description', 10_000),
};

/** What both brands' product bodies ask after their prices (the prices' rules differ). */
const productBodyAfterPrices = {
  category: CategoryInput,
  image_url: ImageUrlInput.optional(),
  stock_quantity: countInput(STOCK_MESSAGE, 0, MAX_STOCK_QUANTITY),
  specifications: stringListInput().optional(),
  is_active: BooleanInput.optional(),
  /** docs/receipts.md: its VAT class on receipts; A (standard, 18%) when not given. */
  tax_code: TaxCode.optional(),
  /** docs/serials-and-warranty.md: laptops 3 months, IGSUM products none, when not given. */
  warranty_months: WarrantyMonthsInput.optional(),
  ...productSwahili,
};

/**
 * POST /api/admin/products/ (JSON, or multipart/form-data with an `image` file).
 * `is_active` defaults to stock_quantity > 0 (docs/catalogue.md), also when an update changes the stock
 * without saying is_active. `specifications` defaults to [].
 */
export const AdminCreateLaptopBody = z.strictObject({
  name: requiredText(PRODUCT_NAME_REQUIRED, 200),
  slug: ItemSlugInput,
  description: requiredText(DESCRIPTION_REQUIRED, 10_000),
  price: amountInput('Price must be a number of at least 0 with at most two decimals'),
  original_price: optionalAmountInput('Original price must be a positive number with at most two decimals'),
  ...productBodyAfterPrices,
});
export type AdminCreateLaptopBody = z.infer<typeof AdminCreateLaptopBody>;
/**
 * The `version` an admin form was filled from (AdminCatalogProduct.version). Optional, so
 * clients that send a plain subset of fields keep working; the admin dialogs always send it.
 */
const ProductVersionInput = countInput('Version must be a positive whole number', 1, MAX_ID);

/** PUT /api/admin/products/{id}/: any subset of the create fields, and the form's version. */
export const AdminUpdateLaptopBody = AdminCreateLaptopBody.partial().extend({
  version: ProductVersionInput.optional(),
});
export type AdminUpdateLaptopBody = z.infer<typeof AdminUpdateLaptopBody>;

/**
 * POST /api/admin/igsum-products/: JSON, or multipart/form-data with the same fields as strings
 * plus an optional `image` file (PNG, JPEG, GIF or WebP, at most 5 MB). An uploaded file wins
 * over image_url. A non-numeric original_price is ignored (docs/catalogue.md). `is_active` defaults to true.
 */
export const AdminCreateIgsumProductBody = z.strictObject({
  name: requiredText(PRODUCT_NAME_REQUIRED, 200),
  slug: ItemSlugInput,
  description: requiredText(DESCRIPTION_REQUIRED, 10_000),
  price: amountInput('Price must be a positive number', { positive: true }),
  original_price: LenientOriginalPrice,
  ...productBodyAfterPrices,
});
export type AdminCreateIgsumProductBody = z.infer<typeof AdminCreateIgsumProductBody>;
/** PUT /api/admin/igsum-products/{id}/: any subset of the create fields (JSON or multipart), and the version. */
export const AdminUpdateIgsumProductBody = AdminCreateIgsumProductBody.partial().extend({
  version: ProductVersionInput.optional(),
});
export type AdminUpdateIgsumProductBody = z.infer<typeof AdminUpdateIgsumProductBody>;

/** POST /api/admin/categories/ (laptop categories); `icon` defaults to 'laptop'. */
/** A category's Swahili name and slug; blank clears them (docs/catalogue.md, "Languages"). */
export const categorySwahiliInput = {
  name_sw: translatedText('Swahili name', 100),
  slug_sw: translatedSlug(SLUG_PATTERN, 120),
};

export const AdminCreateLaptopCategoryBody = z.strictObject({
  name: CategoryName,
  slug: SlugInput,
  icon: ProductCategoryIcon.optional(),
  ...categorySwahiliInput,
});
export type AdminCreateLaptopCategoryBody = z.infer<typeof AdminCreateLaptopCategoryBody>;
/** PUT /api/admin/categories/{id}/: a blank slug keeps the current one. */
export const AdminUpdateLaptopCategoryBody = AdminCreateLaptopCategoryBody.partial();
export type AdminUpdateLaptopCategoryBody = z.infer<typeof AdminUpdateLaptopCategoryBody>;

/** POST /api/admin/igsum-product-categories/. */
export const AdminCreateIgsumCategoryBody = z.strictObject({
  name: CategoryName,
  slug: SlugInput,
  ...categorySwahiliInput,
});
export type AdminCreateIgsumCategoryBody = z.infer<typeof AdminCreateIgsumCategoryBody>;
export const AdminUpdateIgsumCategoryBody = AdminCreateIgsumCategoryBody.partial();
export type AdminUpdateIgsumCategoryBody = z.infer<typeof AdminUpdateIgsumCategoryBody>;
