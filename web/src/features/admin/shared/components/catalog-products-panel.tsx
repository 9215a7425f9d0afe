import type { AdminCatalogProduct, StockState } from '@shop/contract/catalog';
import { Filter, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { ProductImage } from '../../../../components/ui/product-image';
import { Select } from '../../../../components/ui/select';
import { STOCK_TEXT_CLASS, stockTone } from '../../../../components/ui/stock-tone';
import { showErrorToast } from '../../../../lib/error-toast';
import { formatMoney } from '../../../../lib/format';
import { tokens } from '../../../../lib/session-tokens';
import { toast } from '../../../../lib/toast';
import type { AdminProductKind } from '../api/admin-query-keys';
import { useDeleteAdminProduct } from '../api/delete-admin-product';
import { type AdminProductFilters, useAdminProducts } from '../api/get-admin-products';
import { IconButton } from './icon-button';
import { LoadError } from './load-error';
import { Pager } from './pager';
import { type Column, ResponsiveTable, TableSkeleton } from './responsive-table';
import { TabHeader } from './tab-header';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

const STOCK_LABELS: Record<StockState, string> = {
  in: 'In stock (more than 10)',
  low: 'Low stock (1 to 10)',
  out: 'Out of stock',
};

type CatalogProductsPanelProps = {
  kind: AdminProductKind;
  title: string;
  description: string;
  addLabel: string;
  categories: { id: number; name: string }[];
  onAdd: () => void;
  onEdit: (product: AdminCatalogProduct) => void;
  /** The add/edit dialogs of the brand. */
  children?: ReactNode;
};

/** The FURSA and IGSUM product tabs: search, filters, the table, and delete with confirmation. */
export function CatalogProductsPanel({
  kind,
  title,
  description,
  addLabel,
  categories,
  onAdd,
  onEdit,
  children,
}: CatalogProductsPanelProps) {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [stock, setStock] = useState<StockState | ''>('');
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminCatalogProduct | null>(null);

  // Searching on every key press would send a request per letter.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filters: AdminProductFilters = {
    page,
    page_size: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(category ? { category: Number(category) } : {}),
    ...(stock ? { stock } : {}),
  };
  const products = useAdminProducts(kind, filters);
  const remove = useDeleteAdminProduct(kind);
  const placeholder = kind === 'products' ? 'fursa' : 'igsum';
  const activeFilters = (category ? 1 : 0) + (stock ? 1 : 0);

  function confirmDelete() {
    if (!toDelete) return;
    if (!tokens.access()) {
      toast.error('Not Authenticated', {
        description: 'You must be logged in as an admin to delete products. Please log in and try again.',
      });
      setToDelete(null);
      return;
    }
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Product deleted'),
      onError: (err) =>
        showErrorToast(err, 'Failed to delete product. Check console for details.', 'Error deleting product'),
      onSettled: () => setToDelete(null),
    });
  }

  // The table's image column and the phone card's title show the same picture.
  const thumbnail = (p: AdminCatalogProduct) => (
    <ProductImage
      src={p.image_url}
      alt=""
      width={56}
      height={56}
      placeholder={placeholder}
      className="size-14 max-w-none rounded-lg"
    />
  );

  const columns: Column<AdminCatalogProduct>[] = [
    {
      header: 'Image',
      bare: true,
      skipInCard: true,
      cell: thumbnail,
    },
    { header: 'Name', skipInCard: true, cell: (p) => <span className="font-semibold">{p.name}</span> },
    { header: 'ID', cell: (p) => `#${p.id}` },
    { header: 'Category', cell: (p) => p.category_name },
    {
      header: `Price (${currencyLabel(kind)})`,
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
      cell: (p) => (
        <div className="flex gap-2">
          <IconButton label={`Edit ${p.name}`} onClick={() => onEdit(p)}>
            <Pencil aria-hidden />
          </IconButton>
          <IconButton label={`Delete ${p.name}`} tone="danger" onClick={() => setToDelete(p)}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ),
    },
  ];

  return (
    <section className="grid gap-5">
      <TabHeader title={title} description={description}>
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
      </TabHeader>
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1 basis-56">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search products by name"
            placeholder="Search products..."
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
        <Button
          variant="outline"
          aria-expanded={showFilters}
          aria-controls={`${id}-filters`}
          onClick={() => setShowFilters((v) => !v)}
        >
          <Filter aria-hidden />
          Filter{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      </div>
      {showFilters ? (
        <div
          id={`${id}-filters`}
          className="grid gap-4 rounded-xl border border-line bg-raised p-4 sm:grid-cols-3 sm:items-end"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <Select
              id={`${id}-category`}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                setPage(1);
              }}
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-stock`}>Stock</Label>
            <Select
              id={`${id}-stock`}
              value={stock}
              onChange={(e) => {
                setStock(e.target.value as StockState | '');
                setPage(1);
              }}
            >
              <option value="">Any stock</option>
              {(Object.keys(STOCK_LABELS) as StockState[]).map((s) => (
                <option key={s} value={s}>
                  {STOCK_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            disabled={activeFilters === 0}
            onClick={() => {
              setCategory('');
              setStock('');
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}

      {products.isPending ? (
        <TableSkeleton />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            Showing {products.data.results.length} of {products.data.count} products
          </p>
          <ResponsiveTable
            caption={title}
            rows={products.data.results}
            columns={columns}
            rowKey={(p) => p.id}
            cardTitle={(p) => (
              <div className="flex items-center gap-3">
                {thumbnail(p)}
                <p className="min-w-0 font-semibold break-words">{p.name}</p>
              </div>
            )}
            stale={products.isPlaceholderData}
            empty="No products found"
          />
          <Pager
            label={`${title} pages`}
            page={page}
            pageSize={PAGE_SIZE}
            count={products.data.count}
            onPage={setPage}
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this product?"
        description={`"${toDelete?.name ?? ''}" will be removed from the shop. Past orders keep their lines.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
      {children}
    </section>
  );
}

function currencyLabel(kind: AdminProductKind): string {
  return kind === 'products' ? 'TZS' : 'USD';
}
