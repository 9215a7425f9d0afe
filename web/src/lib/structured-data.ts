// docs/seo.md: the schema.org data each page type publishes for search engines, as Google's
// merchant listings and breadcrumbs read it.
import { BRAND_CONTACTS } from '@shop/contract/brand-contacts';
import type { CatalogProductDetail } from '@shop/contract/catalog';
import type { BusinessType as Brand } from '@shop/contract/constants';
import type { TourDetail } from '@shop/contract/tours';

const CONTEXT = 'https://schema.org';
const BRAND_NAMES: Record<Brand, string> = { fursa: 'FURSA Laptops', igsum: 'IGSUM Tours & Safaris' };

/** Home > ... > the page, each step an absolute address. */
export function breadcrumbs(origin: string, steps: { name: string; path: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

function rating(item: { rating: number; review_count: number }) {
  return item.review_count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: item.rating,
          reviewCount: item.review_count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
}

/** A laptop or IGSUM product with its one offer: price, currency, stock, condition, seller. */
export function productData(brand: Brand, product: CatalogProductDetail, url: string, image: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [image],
    sku: `${brand}-${product.id}`,
    category: product.category_name,
    brand: { '@type': 'Brand', name: BRAND_NAMES[brand] },
    ...rating(product),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: product.currency,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: BRAND_NAMES[brand] },
    },
  };
}

/**
 * A tour as a TouristTrip and a Product (the type Google's rich results read prices and ratings
 * from), with one offer per departure still on sale, available while it has seats.
 */
export function tourData(tour: TourDetail, url: string, image: string) {
  return {
    '@context': CONTEXT,
    '@type': ['TouristTrip', 'Product'],
    name: tour.title,
    description: tour.description,
    image: [image],
    sku: `tour-${tour.id}`,
    brand: { '@type': 'Brand', name: BRAND_NAMES.igsum },
    provider: { '@type': 'TravelAgency', name: BRAND_NAMES.igsum, telephone: BRAND_CONTACTS.igsum.phone },
    ...rating(tour),
    offers: tour.departures.map((departure) => ({
      '@type': 'Offer',
      url,
      price: tour.price,
      priceCurrency: tour.currency,
      availability: departure.seats_left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      availabilityStarts: departure.date,
      validThrough: departure.date,
      inventoryLevel: { '@type': 'QuantitativeValue', value: departure.seats_left },
    })),
  };
}

/**
 * docs/seo.md: the shop has no written return policy yet, so it says so rather than promise
 * terms nobody set; the owners' terms go here once they exist.
 */
const RETURN_POLICY = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'TZ',
  returnPolicyCategory: 'https://schema.org/MerchantReturnUnspecified',
};

/** The home page: the shop's two businesses with their contacts and return policy, and the site. */
export function homeData(origin: string) {
  const contact = (brand: Brand) => ({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone: BRAND_CONTACTS[brand].phone,
    email: BRAND_CONTACTS[brand].email,
    areaServed: 'TZ',
    availableLanguage: ['en', 'sw'],
  });
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: 'IGSUM & FURSA',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      contactPoint: [contact('igsum'), contact('fursa')],
      hasMerchantReturnPolicy: RETURN_POLICY,
      subOrganization: (['igsum', 'fursa'] as const).map((brand) => ({
        '@type': 'Organization',
        name: BRAND_NAMES[brand],
        address: BRAND_CONTACTS[brand].office,
        telephone: BRAND_CONTACTS[brand].phone,
        email: BRAND_CONTACTS[brand].email,
      })),
    },
    { '@context': CONTEXT, '@type': 'WebSite', name: 'IGSUM & FURSA', url: `${origin}/` },
  ];
}
