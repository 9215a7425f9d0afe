import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteCategory } from '#web/features/admin/categories/api/delete-category.ts';
import type { AdminCategoryKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useAdminLaptopCategories } from '#web/features/admin/shared/api/get-admin-laptop-categories.ts';
import { useIgsumCategories } from '#web/features/admin/shared/api/get-igsum-categories.ts';
import { useTourCategories } from '#web/features/admin/shared/api/get-tour-categories.ts';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import {
  type Column,
  ResponsiveTable,
  TableSkeleton,
} from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { CategoryDialog, type EditedCategory } from './category-dialog';
import { CategoryIcon } from './category-icon';
import { CATEGORY_KIND_LABELS } from './category-kinds';

type Row = { id: number; name: string; slug: string; icon?: string; count: number };
type Pending = { kind: AdminCategoryKind; row: Row };

export function CategoriesTab() {
  const laptop = useAdminLaptopCategories();
  const tour = useTourCategories();
  const igsum = useIgsumCategories();
  const remove = useDeleteCategory();
  const { t } = useT();
  const [dialog, setDialog] = useState<{ open: boolean; kind: AdminCategoryKind; editing?: EditedCategory }>({
    open: false,
    kind: 'categories',
  });
  const [toDelete, setToDelete] = useState<Pending | null>(null);

  function columns(kind: AdminCategoryKind, countLabel: string): Column<Row>[] {
    return [
      { header: t('adminCatalogue.name'), cell: (r) => <span className="font-semibold">{r.name}</span> },
      { header: t('adminCatalogue.slug'), cell: (r) => <code className="text-sm">{r.slug}</code> },
      ...(kind === 'categories'
        ? [{ header: t('adminCatalogue.icon'), cell: (r: Row) => <CategoryIcon name={r.icon ?? ''} /> }]
        : []),
      { header: countLabel, cell: (r) => r.count },
      {
        header: t('adminCatalogue.actions'),
        bare: true,
        cell: (r) => (
          <div className="flex gap-1">
            <IconButton
              label={t('admin.edit', { name: r.name })}
              onClick={() => setDialog({ open: true, kind, editing: r })}
            >
              <Pencil aria-hidden />
            </IconButton>
            <IconButton
              label={t('admin.delete', { name: r.name })}
              tone="danger"
              onClick={() => setToDelete({ kind, row: r })}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </div>
        ),
      },
    ];
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(
      { kind: toDelete.kind, id: toDelete.row.id },
      {
        onSuccess: () =>
          toast.success(t('adminCatalogue.categoryDeleted'), {
            description: t('adminCatalogue.categoryDeletedDescription'),
          }),
        onError: (err) =>
          toast.error(t('adminCatalogue.error'), {
            description: toApiError(err, t('adminCatalogue.categoryDeleteFailed')).message,
          }),
        onSettled: () => setToDelete(null),
      },
    );
  }

  function section(
    kind: AdminCategoryKind,
    query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
    rows: Row[] | undefined,
    countLabel: string,
  ): ReactNode {
    const title = t(CATEGORY_KIND_LABELS[kind]);
    return (
      <section className="grid gap-3" aria-label={title}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-display text-lg font-bold">{title}</h3>
          <Button variant="outline" size="sm" onClick={() => setDialog({ open: true, kind })}>
            <Plus aria-hidden />
            {t('adminCatalogue.addCategory')}
            <span className="sr-only">{t('adminCatalogue.addCategoryTo', { title })}</span>
          </Button>
        </div>
        {query.isPending ? (
          <TableSkeleton rows={3} />
        ) : query.isError || !rows ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ResponsiveTable
            caption={title}
            rows={rows}
            columns={columns(kind, countLabel)}
            rowKey={(r) => r.id}
            empty={t('adminCatalogue.noCategories')}
          />
        )}
      </section>
    );
  }

  return (
    <section className="grid gap-8">
      <TabHeader
        title={t('adminCatalogue.categories.title')}
        description={t('adminCatalogue.categories.description')}
      >
        <Button onClick={() => setDialog({ open: true, kind: 'categories' })}>
          <Plus aria-hidden />
          {t('adminCatalogue.addCategory')}
        </Button>
      </TabHeader>
      {section(
        'categories',
        laptop,
        laptop.data?.map((c) => ({ ...c, count: c.product_count })),
        t('adminCatalogue.products'),
      )}
      {section(
        'tour-categories',
        tour,
        tour.data?.map((c) => ({ ...c, count: c.tour_count })),
        t('adminCatalogue.tours'),
      )}
      {section(
        'igsum-product-categories',
        igsum,
        igsum.data?.map((c) => ({ ...c, count: c.product_count })),
        t('adminCatalogue.products'),
      )}
      <CategoryDialog
        open={dialog.open}
        initialKind={dialog.kind}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('adminCatalogue.deleteCategoryTitle')}
        description={t('adminCatalogue.deleteCategoryDescription', { name: toDelete?.row.name ?? '' })}
        confirmLabel={t('adminCatalogue.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
