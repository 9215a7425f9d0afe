import type { CatalogProduct } from '@shop/contract/catalog';
import { IGSUM_WHATSAPP_NUMBER } from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';
import { formatMoney } from '#web/lib/format.ts';

/**
 * A chat with the IGSUM shop, opened with a message naming the product, its price and its own
 * page (docs/seo.md), whose preview the chat then shows.
 */
export function whatsappOrderHref(
  product: Pick<CatalogProduct, 'name' | 'slug' | 'price' | 'currency'>,
  origin: string,
): string {
  const text = `Hello IGSUM, I would like to order ${product.name} (${formatMoney(product.price, product.currency)}): ${origin}${paths.igsumProductPage.href(product.slug)}`;
  return `https://wa.me/${IGSUM_WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
