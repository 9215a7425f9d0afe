import type { AdminCatalogProduct, StockState } from '@shop/contract/catalog';
import { Filter, Plus, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import {
  type AdminProductFilters,
  useAdminProducts,
} from '#web/features/admin/shared/api/get-admin-products.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatCount } from '#web/lib/format.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { AdminList } from './admin-list';
import { catalogProductColumns, ProductThumbnail } from './catalog-product-columns';
import { CatalogProductFilters } from './catalog-product-filters';
import { DeleteProductDialog } from './delete-product-dialog';
import { TabHeader } from './tab-header';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

type CatalogProductsPanelProps = {
  kind: AdminProductKind;
  title: string;
  description: string;
  addLabel: string;
  categories: { id: number; name: string }[];
  onAdd: () => void;
  onEdit: (product: AdminCatalogProduct) => void;
  /** More buttons beside Add (the CSV export and import). */
  actions?: ReactNode;
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
  actions,
  children,
}: CatalogProductsPanelProps) {
  const id = useId();
  const { t } = useT();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [stock, setStock] = useState<StockState | ''>('');
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = usePageParam();
  const [toDelete, setToDelete] = useState<AdminCatalogProduct | null>(null);

  // Searching on every key press would send a request per letter.
  useEffect(() => {
    // Only a changed search goes back to page 1: the page in the address survives a reload.
    const timer = setTimeout(() => {
      if (searchText.trim() === search) return;
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setPage]);

  const filters: AdminProductFilters = {
    page,
    page_size: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(category ? { category: Number(category) } : {}),
    ...(stock ? { stock } : {}),
  };
  const products = useAdminProducts(kind, filters);
  const activeFilters = (category ? 1 : 0) + (stock ? 1 : 0);

  const thumbnail = (p: AdminCatalogProduct) => <ProductThumbnail product={p} kind={kind} />;
  const columns = catalogProductColumns(kind, thumbnail, { onEdit, onDelete: setToDelete }, t);

  return (
    <section className="grid gap-5">
      <TabHeader title={title} description={description}>
        {actions}
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
            aria-label={t('admin.products.search')}
            placeholder={t('admin.products.searchPlaceholder')}
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
          {t('admin.products.filter', { count: activeFilters })}
        </Button>
      </div>
      {showFilters ? (
        <CatalogProductFilters
          id={`${id}-filters`}
          categories={categories}
          category={category}
          stock={stock}
          onChange={(next) => {
            setCategory(next.category);
            setStock(next.stock);
            setPage(1);
          }}
        />
      ) : null}

      <AdminList
        query={products}
        rows={(data) => data.results}
        above={(data) => (
          <p className="text-sm text-muted" aria-live="polite">
            {t('admin.products.showing', { shown: data.results.length, count: formatCount(data.count) })}
          </p>
        )}
        caption={title}
        columns={columns}
        rowKey={(p) => p.id}
        cardTitle={(p) => (
          <div className="flex items-center gap-3">
            {thumbnail(p)}
            <p className="min-w-0 font-semibold break-words">{p.name}</p>
          </div>
        )}
        empty={t('admin.products.empty')}
        pager={{
          label: t('admin.products.pages', { title }),
          page,
          pageSize: PAGE_SIZE,
          count: (data) => data.count,
          onPage: setPage,
        }}
      />

      <DeleteProductDialog kind={kind} product={toDelete} onClose={() => setToDelete(null)} />
      {children}
    </section>
  );
}
