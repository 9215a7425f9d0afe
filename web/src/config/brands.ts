import { type BusinessType, isBusinessType } from '@shop/contract/constants';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { paths } from './paths';

export type Brand = BusinessType;

/** `label`: the item's text in the catalogs (docs/i18n.md). */
export type MenuItem = { label: MessageKey; href: string };

type BrandConfig = {
  id: Brand;
  name: string;
  /** The brand's name as written in every language. */
  title: string;
  tagline: MessageKey;
  /** The brand's landing page: where its title in the top bar leads. */
  home: string;
  heroImage: string;
  menu: readonly MenuItem[];
};

export const BRANDS: Record<Brand, BrandConfig> = {
  igsum: {
    id: 'igsum',
    name: 'IGSUM',
    title: 'IGSUM Tours & Safaris',
    tagline: 'brand.igsum.tagline',
    home: paths.isml.href(),
    heroImage: '/media/demo/brand/isml-hero.svg',
    menu: [
      { label: 'nav.tours', href: paths.isml.href('tours') },
      { label: 'nav.products', href: paths.igsumProducts.href() },
      { label: 'nav.about', href: paths.about.href('igsum') },
      { label: 'nav.contact', href: paths.contact.href('igsum') },
    ],
  },
  fursa: {
    id: 'fursa',
    name: 'FURSA',
    title: 'FURSA Laptops',
    tagline: 'brand.fursa.tagline',
    home: paths.fursa.href(),
    heroImage: '/media/demo/brand/fursa-hero.svg',
    menu: [
      { label: 'nav.shop', href: paths.fursa.href() },
      { label: 'nav.about', href: paths.about.href('fursa') },
      { label: 'nav.contact', href: paths.contact.href('fursa') },
    ],
  },
};

/** The shared screens (home, sign-in, dashboards) belong to both brands. */
export const SHOP_TITLE = 'IGSUM & FURSA';

export const SHOP_MENU: readonly MenuItem[] = [
  { label: 'nav.tours', href: paths.isml.href() },
  { label: 'nav.products', href: paths.igsumProducts.href() },
  { label: 'nav.laptops', href: paths.fursa.href() },
  { label: 'nav.about', href: paths.about.href() },
  { label: 'nav.contact', href: paths.contact.href() },
];

/** Reads a brand from a query value such as `?brand=fursa`; anything else means no brand. */
export function parseBrand(value: string | null): Brand | undefined {
  return isBusinessType(value) ? value : undefined;
}
