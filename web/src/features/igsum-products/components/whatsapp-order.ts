import type { CatalogProduct } from '@shop/contract/catalog';
import { IGSUM_WHATSAPP_NUMBER } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';

/** A chat with the IGSUM shop, opened with a message naming the product, its price and its page. */
export function whatsappOrderHref(
  product: Pick<CatalogProduct, 'name' | 'price' | 'currency'>,
  origin: string,
): string {
  const text = `Hello IGSUM, I would like to order ${product.name} (${formatMoney(product.price, product.currency)}): ${origin}${paths.igsumProducts.href()}`;
  return `https://wa.me/${IGSUM_WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
