import { AdminCreateIgsumProductBody, AdminCreateLaptopBody } from '@shop/contract/catalog';
import { CURRENCY_OF } from '@shop/contract/common';
import type { Brand } from '#web/config/brands.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';

type ProductBrand = {
  kind: AdminProductKind;
  schema: typeof AdminCreateLaptopBody | typeof AdminCreateIgsumProductBody;
  currency: 'TZS' | 'USD';
  /** IGSUM products may show a former price and carry an uploaded image, so they travel as multipart. */
  extras: boolean;
  /** Its texts are keys of section `admin-products`. */
  tab: { title: MessageKey; description: MessageKey };
  titles: { add: MessageKey; edit: MessageKey };
  texts: {
    created: MessageKey;
    updated: MessageKey;
    createFailed: MessageKey;
    updateFailed: MessageKey;
    createErrorTitle: MessageKey;
  };
  /** docs/forms-and-messages.md: the texts that replace the server's when creating is refused. */
  createRefusals?: { 401: MessageKey; 403: MessageKey; badResponse: MessageKey };
  specificationsPlaceholder?: MessageKey;
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
    tab: { title: 'adminProducts.fursa.title', description: 'adminProducts.fursa.description' },
    titles: { add: 'adminProducts.fursa.add', edit: 'adminProducts.fursa.edit' },
    texts: {
      created: 'adminProducts.fursa.created',
      updated: 'adminProducts.fursa.updated',
      createFailed: 'adminProducts.createFailed',
      updateFailed: 'adminProducts.fursa.updateFailed',
      createErrorTitle: 'adminProducts.fursa.createErrorTitle',
    },
    specificationsPlaceholder: 'adminProducts.fursa.specificationsExample',
  },
  igsum: {
    kind: 'igsum-products',
    schema: AdminCreateIgsumProductBody,
    currency: CURRENCY_OF.igsum,
    extras: true,
    tab: {
      title: 'adminProducts.igsum.title',
      description: 'adminProducts.igsum.description',
    },
    titles: { add: 'adminProducts.igsum.add', edit: 'adminProducts.igsum.edit' },
    texts: {
      created: 'adminProducts.igsum.created',
      updated: 'adminProducts.igsum.updated',
      createFailed: 'adminProducts.createFailed',
      updateFailed: 'adminProducts.igsum.updateFailed',
      createErrorTitle: 'adminProducts.igsum.createErrorTitle',
    },
    createRefusals: {
      401: 'adminProducts.igsum.refused401',
      403: 'adminProducts.igsum.refused403',
      badResponse: 'adminProducts.igsum.badResponse',
    },
  },
};
