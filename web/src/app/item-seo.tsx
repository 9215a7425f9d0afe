import type { CatalogProduct } from '@shop/contract/catalog';
import type { Currency } from '@shop/contract/common';
import { ITEM_PAGES, type ItemKind, shareImagePath } from '@shop/contract/item-pages';
import type { Locale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import { JsonLd } from '#web/components/seo/json-ld.tsx';
import { PageMeta, summary } from '#web/components/seo/page-meta.tsx';
import { ShareButton } from '#web/components/seo/share-button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { breadcrumbs } from '#web/lib/structured-data.ts';

export type SeoItem = {
  kind: ItemKind;
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  price: { amount: string; currency: Currency };
};

/** A laptop or IGSUM product as its page publishes it. */
export function productSeoItem(kind: 'fursa' | 'igsum', product: CatalogProduct): SeoItem {
  return {
    kind,
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    imageUrl: product.image_url,
    price: { amount: product.price, currency: product.currency },
  };
}

/**
 * The absolute addresses of an item's page in `locale` and of its share image: a Swahili page names
 * itself, not the English one, as its canonical address (docs/seo.md).
 */
export function itemUrls(origin: string, item: SeoItem, locale: Locale) {
  return {
    page: `${origin}${pathInLocale(ITEM_PAGES[item.kind].href(item.slug), locale)}`,
    image: `${origin}${shareImagePath(item.kind, item.id, item.imageUrl)}`,
  };
}

/**
 * docs/seo.md: what an item's page publishes for chat apps and search engines (its tags, its
 * JSON-LD and breadcrumbs), and its share buttons.
 */
export function ItemSeo({
  item,
  origin,
  title,
  trail,
  data,
}: {
  item: SeoItem;
  origin: string;
  title: string;
  /** The breadcrumbs above the item: Home, the brand, its list. */
  trail: { name: string; path: string }[];
  data: object;
}) {
  const { locale } = useT();
  const urls = itemUrls(origin, item, locale);
  const path = ITEM_PAGES[item.kind].href(item.slug);
  const inLocale = (crumbs: { name: string; path: string }[]) =>
    crumbs.map((crumb) => ({ ...crumb, path: pathInLocale(crumb.path, locale) }));
  return (
    <>
      <PageMeta
        title={title}
        description={summary(item.description)}
        url={urls.page}
        image={{ url: urls.image, alt: item.name }}
        type="product"
        price={item.price}
      />
      <JsonLd data={data} />
      <JsonLd data={breadcrumbs(origin, inLocale([...trail, { name: item.name, path }]))} />
    </>
  );
}

/** The share buttons of an item's page. */
export function ItemShare({ item, origin }: { item: SeoItem; origin: string }) {
  const { locale } = useT();
  return <ShareButton title={item.name} url={itemUrls(origin, item, locale).page} />;
}
