import type { AdminTour as Tour } from '@shop/contract/tours';
import { TOUR_DIFFICULTIES } from '@shop/contract/tours';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useTourCategories } from '#web/features/admin/shared/api/get-tour-categories.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { EditDeleteButtons } from '#web/features/admin/shared/components/icon-button.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useDeleteTour } from '#web/features/admin/tours/api/delete-tour.ts';
import { useAdminTours } from '#web/features/admin/tours/api/get-admin-tours.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { TourDialog } from './tour-dialog';

const PAGE_SIZE = 20;

const DIFFICULTY_TONES: Record<(typeof TOUR_DIFFICULTIES)[number], BadgeTone> = {
  Easy: 'green',
  Moderate: 'yellow',
  Challenging: 'purple',
  Expert: 'red',
};

/** docs/catalogue.md: a difficulty outside the list displays as "hard". */
function DifficultyBadge({ level }: { level: string }) {
  const known = (TOUR_DIFFICULTIES as readonly string[]).includes(level);
  return (
    <Badge tone={known ? DIFFICULTY_TONES[level as keyof typeof DIFFICULTY_TONES] : 'red'}>
      {known ? level : 'hard'}
    </Badge>
  );
}

export function ToursTab() {
  const [page, setPage] = usePageParam();
  const tours = useAdminTours(page, PAGE_SIZE);
  const categories = useTourCategories();
  const remove = useDeleteTour();
  const [dialog, setDialog] = useState<{ open: boolean; tour: Tour | null }>({ open: false, tour: null });
  const [toDelete, setToDelete] = useState<Tour | null>(null);

  const columns: Column<Tour>[] = [
    {
      header: 'Image',
      bare: true,
      skipInCard: true,
      cell: (t) => (
        <ProductImage
          src={t.image_url}
          alt=""
          width={72}
          height={48}
          placeholder="tour"
          className="h-12 w-18 max-w-none rounded-lg"
        />
      ),
    },
    { header: 'Title', skipInCard: true, cell: (t) => <span className="font-semibold">{t.title}</span> },
    { header: 'ID', cell: (t) => `#${t.id}` },
    { header: 'Category', cell: (t) => t.category_name },
    { header: 'Price (USD)', className: 'whitespace-nowrap', cell: (t) => formatMoney(t.price, t.currency) },
    { header: 'Duration', cell: (t) => t.duration },
    { header: 'Difficulty', cell: (t) => <DifficultyBadge level={t.difficulty_level} /> },
    {
      header: 'Actions',
      bare: true,
      cell: (t) => (
        <EditDeleteButtons
          name={t.title}
          onEdit={() => setDialog({ open: true, tour: t })}
          onDelete={() => setToDelete(t)}
        />
      ),
    },
  ];

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Tour deleted'),
      onError: (err) =>
        toast.error('Error', { description: toApiError(err, 'Failed to delete tour').message }),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section className="grid gap-5">
      <TabHeader title="Tours" description="Tour packages of the IGSUM brand, priced in USD per person.">
        <Button onClick={() => setDialog({ open: true, tour: null })}>
          <Plus aria-hidden />
          Add Tour
        </Button>
      </TabHeader>
      <AdminList
        query={tours}
        rows={(data) => data}
        caption="Tours"
        columns={columns}
        rowKey={(t) => t.id}
        empty="No tours yet"
        pager={{ label: 'Tour pages', page, pageSize: PAGE_SIZE, onPage: setPage }}
      />
      <TourDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        tour={dialog.tour}
        categories={categories.data ?? []}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this tour?"
        description={`"${toDelete?.title ?? ''}" will be removed. Past bookings keep their lines.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
