import { type BusinessType, isBusinessType } from '@shop/contract/constants';
import { paths } from './paths';

export type Brand = BusinessType;

export type MenuItem = { label: string; href: string };

type BrandConfig = {
  id: Brand;
  name: string;
  title: string;
  tagline: string;
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
    tagline: 'Safaris, summit treks and authentic Tanzanian crafts.',
    home: paths.isml.href(),
    heroImage: '/media/demo/brand/isml-hero.svg',
    menu: [
      { label: 'Tours', href: paths.isml.href('tours') },
      { label: 'Products', href: paths.igsumProducts.href() },
      { label: 'About', href: paths.about.href('igsum') },
      { label: 'Contact', href: paths.contact.href('igsum') },
    ],
  },
  fursa: {
    id: 'fursa',
    name: 'FURSA',
    title: 'FURSA Laptops',
    tagline: 'Laptops for work, study and play, delivered across Tanzania.',
    home: paths.fursa.href(),
    heroImage: '/media/demo/brand/fursa-hero.svg',
    menu: [
      { label: 'Shop', href: paths.fursa.href() },
      { label: 'About', href: paths.about.href('fursa') },
      { label: 'Contact', href: paths.contact.href('fursa') },
    ],
  },
};

/** The shared screens (home, sign-in, dashboards) belong to both brands. */
export const SHOP_TITLE = 'IGSUM & FURSA';

export const SHOP_MENU: readonly MenuItem[] = [
  { label: 'Tours', href: paths.isml.href() },
  { label: 'Products', href: paths.igsumProducts.href() },
  { label: 'Laptops', href: paths.fursa.href() },
  { label: 'About', href: paths.about.href() },
  { label: 'Contact', href: paths.contact.href() },
];

/** Reads a brand from a query value such as `?brand=fursa`; anything else means no brand. */
export function parseBrand(value: string | null): Brand | undefined {
  return isBusinessType(value) ? value : undefined;
}
