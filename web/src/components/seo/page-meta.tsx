import type { Currency } from '@shop/contract/common';
import { SHARE_IMAGE } from '@shop/contract/item-pages';

export type PageMetaProps = {
  title: string;
  description: string;
  /** The page's absolute address (canonical, og:url). */
  url: string;
  /** The preview image's absolute address and what it shows. */
  image?: { url: string; alt: string };
  type: 'website' | 'product';
  price?: { amount: string; currency: Currency };
};

/** A description fit for a preview: one line of text, cut at a word near 160 characters. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * docs/seo.md: what a chat app or a search engine reads of a page without running it: title,
 * description, canonical address, Open Graph and Twitter card tags. React moves them into the
 * head, where the server's render puts them first (server/src/plugins/pages.ts).
 */
export function PageMeta({ title, description, url, image, type, price }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content="IGSUM & FURSA" />
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      ) : null}
      {price ? (
        <>
          <meta property="product:price:amount" content={price.amount} />
          <meta property="product:price:currency" content={price.currency} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {image ? <meta name="twitter:image:alt" content={image.alt} /> : null}
    </>
  );
}
