import type { AdminCatalogProduct } from '@shop/contract/catalog';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { STOCK_TEXT_CLASS, stockTone } from '#web/components/ui/stock-tone.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
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
): Column<AdminCatalogProduct>[] {
  return [
    { header: 'Image', bare: true, skipInCard: true, cell: thumbnail },
    { header: 'Name', skipInCard: true, cell: (p) => <span className="font-semibold">{p.name}</span> },
    { header: 'ID', cell: (p) => `#${p.id}` },
    { header: 'Category', cell: (p) => p.category_name },
    {
      header: `Price (${kind === 'products' ? 'TZS' : 'USD'})`,
      className: 'whitespace-nowrap',
      cell: (p) => formatMoney(p.price, p.currency),
    },
    {
      header: 'Stock',
      cell: (p) => (
        <span className={`font-semibold ${STOCK_TEXT_CLASS[stockTone(p.stock_quantity)]}`}>
          {p.stock_quantity}
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (p) => (
        <Badge tone={p.in_stock ? 'green' : 'red'}>{p.in_stock ? 'In Stock' : 'Out of Stock'}</Badge>
      ),
    },
    {
      header: 'Actions',
      bare: true,
      cell: (p) => <EditDeleteButtons name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />,
    },
  ];
}
