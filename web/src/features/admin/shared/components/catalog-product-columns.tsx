import type { AdminCatalogProduct } from '@shop/contract/catalog';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { STOCK_TEXT_CLASS, stockTone } from '#web/components/ui/stock-tone.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import type { Translate } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { EditDeleteButtons } from './icon-button';
import type { Column } from './responsive-table';

/** The table's image column and the phone card's title show the same picture. */
export function ProductThumbnail({
  product,
  kind,
}: {
  product: AdminCatalogProduct;
  kind: AdminProductKind;
}) {
  return (
    <ProductImage
      src={product.image_url}
      alt=""
      width={56}
      height={56}
      placeholder={kind === 'products' ? 'fursa' : 'igsum'}
      className="size-14 max-w-none rounded-lg"
    />
  );
}

type RowActions = {
  onEdit: (product: AdminCatalogProduct) => void;
  onDelete: (product: AdminCatalogProduct) => void;
};

/** The product tabs' columns: picture, name, id, category, price, stock, status and actions. */
export function catalogProductColumns(
  kind: AdminProductKind,
  thumbnail: (product: AdminCatalogProduct) => ReactNode,
  { onEdit, onDelete }: RowActions,
  t: Translate,
): Column<AdminCatalogProduct>[] {
  return [
    { header: t('admin.products.image'), bare: true, skipInCard: true, cell: thumbnail },
    {
      header: t('admin.products.name'),
      skipInCard: true,
      cell: (p) => <span className="font-semibold">{p.name}</span>,
    },
    { header: t('admin.products.id'), cell: (p) => t('admin.products.idValue', { id: p.id }) },
    { header: t('admin.products.category'), cell: (p) => p.category_name },
    {
      header: t('admin.products.price', { currency: kind === 'products' ? 'TZS' : 'USD' }),
      className: 'whitespace-nowrap',
      cell: (p) => formatMoney(p.price, p.currency),
    },
    {
      header: t('admin.products.stock'),
      cell: (p) => (
        <span className={`font-semibold ${STOCK_TEXT_CLASS[stockTone(p.stock_quantity)]}`}>
          {p.stock_quantity}
        </span>
      ),
    },
    {
      header: t('admin.products.status'),
      cell: (p) => (
        <Badge tone={p.in_stock ? 'green' : 'red'}>
          {t(p.in_stock ? 'admin.products.inStock' : 'admin.products.outOfStock')}
        </Badge>
      ),
    },
    {
      header: t('admin.products.actions'),
      bare: true,
      cell: (p) => <EditDeleteButtons name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />,
    },
  ];
}
