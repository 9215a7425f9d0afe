import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { DEFAULT_TAX_CODE, TaxCode } from '@shop/contract/receipts';
import { z } from 'zod';
import { fromText } from '#web/components/form/from-text.ts';
import type { Brand } from '#web/config/brands.ts';
import { PRODUCT_BRANDS } from './product-brands';

/**
 * What the product form holds: the brand's create body, every field as the text of its input
 * (the contract reads text, as a multipart form sends it) and the active switch.
 */
export function productFormSchema(brand: Brand) {
  const wire = PRODUCT_BRANDS[brand].schema.shape;
  return z.object({
    name: wire.name,
    slug: wire.slug,
    description: wire.description,
    price: fromText(wire.price),
    original_price: fromText(wire.original_price),
    category: fromText(wire.category),
    stock_quantity: fromText(wire.stock_quantity),
    image_url: fromText(wire.image_url),
    specifications: fromText(wire.specifications),
    is_active: z.boolean(),
    tax_code: TaxCode,
    warranty_months: fromText(wire.warranty_months),
    name_sw: fromText(wire.name_sw),
    slug_sw: fromText(wire.slug_sw),
    description_sw: fromText(wire.description_sw),
  });
}
export type ProductFormValues = z.input<ReturnType<typeof productFormSchema>>;

export function productFormValues(product: AdminCatalogProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    original_price: product?.original_price ?? '',
    category: product ? String(product.category.id) : '',
    stock_quantity: product ? String(product.stock_quantity) : '',
    // An uploaded image has no URL to edit; leaving the field blank keeps it.
    image_url: product && !product.image ? (product.image_url ?? '') : '',
    specifications: product?.specifications.join(', ') ?? '',
    is_active: product?.is_active ?? true,
    tax_code: product?.tax_code ?? DEFAULT_TAX_CODE,
    // Blank on a new product: the brand's own (docs/serials-and-warranty.md).
    warranty_months: product ? String(product.warranty_months) : '',
    name_sw: product?.name_sw ?? '',
    slug_sw: product?.slug_sw ?? '',
    description_sw: product?.description_sw ?? '',
  };
}

export type ProductBody = Record<string, string | string[] | boolean | number>;

/**
 * The request body of a checked form: the texts as typed (the server trims and reads them with
 * the same schema), the specifications as a list, and for an edit the `version` the form was
 * filled from, so a product changed meanwhile (an order sold some) is refused with 409.
 */
export function productBody(
  brand: Brand,
  values: ProductFormValues,
  product: AdminCatalogProduct | null,
  withFile: boolean,
): ProductBody {
  const { extras, schema } = PRODUCT_BRANDS[brand];
  const keepsImage = withFile || (values.image_url.trim() === '' && product?.image);
  return {
    name: values.name,
    // Blank: a new product's slug is made from its name, an edited one keeps its own (docs/seo.md).
    ...(values.slug?.trim() ? { slug: values.slug } : {}),
    description: values.description,
    price: values.price,
    ...(extras ? { original_price: values.original_price } : {}),
    category: values.category,
    stock_quantity: values.stock_quantity,
    specifications: schema.shape.specifications.parse(values.specifications) ?? [],
    ...(keepsImage ? {} : { image_url: values.image_url }),
    ...(product && extras ? { is_active: values.is_active } : {}),
    tax_code: values.tax_code,
    ...(values.warranty_months.trim() ? { warranty_months: values.warranty_months } : {}),
    // Blank clears a Swahili text, so the English one shows (docs/catalogue.md, "Languages").
    name_sw: values.name_sw,
    slug_sw: values.slug_sw,
    description_sw: values.description_sw,
    ...(product ? { version: product.version } : {}),
  };
}
