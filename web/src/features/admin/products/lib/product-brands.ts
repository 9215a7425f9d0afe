import { AdminCreateIgsumProductBody, AdminCreateLaptopBody } from '@shop/contract/catalog';
import { CURRENCY_OF } from '@shop/contract/common';
import type { Brand } from '#web/config/brands.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';

type ProductBrand = {
  kind: AdminProductKind;
  schema: typeof AdminCreateLaptopBody | typeof AdminCreateIgsumProductBody;
  currency: 'TZS' | 'USD';
  /** IGSUM products may show a former price and carry an uploaded image, so they travel as multipart. */
  extras: boolean;
  tab: { title: string; description: string };
  titles: { add: string; edit: string };
  texts: {
    created: string;
    updated: string;
    createFailed: string;
    updateFailed: string;
    createErrorTitle: string;
  };
  /** docs/forms-and-messages.md: the texts that replace the server's when creating is refused. */
  createRefusals?: { 401: string; 403: string; badResponse: string };
  specificationsPlaceholder?: string;
};

/**
 * docs/catalogue.md: what differs between the two brands' products. One form serves both; a
 * laptop's active flag follows its stock on the server, an IGSUM product has a switch for it.
 */
export const PRODUCT_BRANDS: Record<Brand, ProductBrand> = {
  fursa: {
    kind: 'products',
    schema: AdminCreateLaptopBody,
    currency: CURRENCY_OF.fursa,
    extras: false,
    tab: { title: 'FURSA Products', description: 'Laptops sold in the FURSA shop, priced in TZS.' },
    titles: { add: 'Add Product', edit: 'Edit Product' },
    texts: {
      created: 'Product created',
      updated: 'Product updated',
      createFailed: 'Failed to create product',
      updateFailed: 'Failed to update product',
      createErrorTitle: 'Error',
    },
    specificationsPlaceholder: '16GB RAM, 512GB SSD, 14-inch display',
  },
  igsum: {
    kind: 'igsum-products',
    schema: AdminCreateIgsumProductBody,
    currency: CURRENCY_OF.igsum,
    extras: true,
    tab: {
      title: 'IGSUM Products',
      description: 'Tanzanian products and souvenirs of the tour brand, priced in USD.',
    },
    titles: { add: 'Add IGSUM Product', edit: 'Edit IGSUM Product' },
    texts: {
      created: 'Product created successfully',
      updated: 'IGSUM Product updated',
      createFailed: 'Failed to create product',
      updateFailed: 'Failed to update IGSUM product',
      createErrorTitle: 'Error creating product',
    },
    createRefusals: {
      401: 'Authentication required. Please log in as an admin.',
      403: 'Admin privileges required to create products.',
      badResponse: 'Product creation response is invalid',
    },
  },
};
