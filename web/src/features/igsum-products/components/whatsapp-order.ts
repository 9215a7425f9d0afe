import type { CatalogProduct } from '@shop/contract/catalog';
import type { Locale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import { IGSUM_WHATSAPP_NUMBER } from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';
import type { Translate } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/**
 * A chat with the IGSUM shop, opened with a message naming the product, its price and its own
 * page (docs/seo.md), whose preview the chat then shows; written in the page's language, as the
 * customer would write it.
 */
export function whatsappOrderHref(
  product: Pick<CatalogProduct, 'name' | 'slug' | 'price' | 'currency'>,
  origin: string,
  { t, locale }: { t: Translate; locale: Locale },
): string {
  const text = t('igsum.whatsappText', {
    name: product.name,
    price: formatMoney(product.price, product.currency, locale),
    url: `${origin}${pathInLocale(paths.igsumProductPage.href(product.slug), locale)}`,
  });
  return `https://wa.me/${IGSUM_WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
