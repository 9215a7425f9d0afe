import type { AdminTour as Tour } from '@shop/contract/tours';
import { TOUR_DIFFICULTIES } from '@shop/contract/tours';
import { FileText, Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { paths } from '#web/config/paths.ts';
import { useTourCategories } from '#web/features/admin/shared/api/get-tour-categories.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { EditDeleteButtons, IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { TourTermsDialogLazy } from '#web/features/admin/tour-terms/components/tour-terms-lazy.tsx';
import { useDeleteTour } from '#web/features/admin/tours/api/delete-tour.ts';
import { useAdminTours } from '#web/features/admin/tours/api/get-admin-tours.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
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
  const { t } = useT();
  return (
    <Badge tone={known ? DIFFICULTY_TONES[level as keyof typeof DIFFICULTY_TONES] : 'red'}>
      {t('adminCatalogue.difficulty', { level })}
    </Badge>
  );
}

export function ToursTab() {
  const [page, setPage] = usePageParam();
  const tours = useAdminTours(page, PAGE_SIZE);
  const categories = useTourCategories();
  const remove = useDeleteTour();
  const { t } = useT();
  const [dialog, setDialog] = useState<{ open: boolean; tour: Tour | null }>({ open: false, tour: null });
  const [toDelete, setToDelete] = useState<Tour | null>(null);
  const [termsOf, setTermsOf] = useState<Tour | null>(null);

  const columns: Column<Tour>[] = [
    {
      header: t('adminCatalogue.tours.image'),
      bare: true,
      skipInCard: true,
      cell: (tour) => (
        <ProductImage
          src={tour.image_url}
          alt=""
          width={72}
          height={48}
          placeholder="tour"
          className="h-12 w-18 max-w-none rounded-lg"
        />
      ),
    },
    {
      header: t('adminCatalogue.tours.title'),
      skipInCard: true,
      cell: (tour) => <span className="font-semibold">{tour.title}</span>,
    },
    {
      header: t('adminCatalogue.tours.id'),
      cell: (tour) => t('adminCatalogue.tours.idValue', { id: tour.id }),
    },
    { header: t('adminCatalogue.tours.category'), cell: (tour) => tour.category_name },
    {
      header: t('adminCatalogue.tours.price'),
      className: 'whitespace-nowrap',
      cell: (tour) => formatMoney(tour.price, tour.currency),
    },
    { header: t('adminCatalogue.tours.duration'), cell: (tour) => tour.duration },
    {
      header: t('adminCatalogue.tours.difficulty'),
      cell: (tour) => <DifficultyBadge level={tour.difficulty_level} />,
    },
    {
      header: t('adminCatalogue.actions'),
      bare: true,
      cell: (tour) => (
        <div className="flex gap-2">
          <EditDeleteButtons
            name={tour.title}
            onEdit={() => setDialog({ open: true, tour })}
            onDelete={() => setToDelete(tour)}
          />
          {/* docs/tours-pricing.md: the tour's terms, and its travellers per departure. */}
          <IconButton
            label={t('adminTours.toursTab.terms', { title: tour.title })}
            onClick={() => setTermsOf(tour)}
          >
            <FileText aria-hidden />
          </IconButton>
          <Link
            to={paths.adminDashboard.href({ tab: 'tour-bookings', tour: String(tour.id) })}
            aria-label={t('adminTours.toursTab.travellers', { title: tour.title })}
            title={t('adminTours.toursTab.travellers', { title: tour.title })}
            className="grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-raised text-ink hover:bg-sunken [&_svg]:size-4"
          >
            <UsersRound aria-hidden />
          </Link>
        </div>
      ),
    },
  ];

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('adminCatalogue.tours.deleted')),
      onError: (err) =>
        toast.error(t('adminCatalogue.error'), {
          description: toApiError(err, t('adminCatalogue.tours.deleteFailed')).message,
        }),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section className="grid gap-5">
      <TabHeader
        title={t('adminCatalogue.tours.tabTitle')}
        description={t('adminCatalogue.tours.description')}
      >
        <Button onClick={() => setDialog({ open: true, tour: null })}>
          <Plus aria-hidden />
          {t('adminCatalogue.tours.add')}
        </Button>
      </TabHeader>
      <AdminList
        query={tours}
        rows={(data) => data}
        caption={t('adminCatalogue.tours.tabTitle')}
        columns={columns}
        rowKey={(tour) => tour.id}
        empty={t('adminCatalogue.tours.empty')}
        pager={{ label: t('adminCatalogue.tours.pages'), page, pageSize: PAGE_SIZE, onPage: setPage }}
      />
      <TourDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        tour={dialog.tour}
        categories={categories.data ?? []}
      />
      <TourTermsDialogLazy tour={termsOf} onClose={() => setTermsOf(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('adminCatalogue.tours.deleteTitle')}
        description={t('adminCatalogue.tours.deleteDescription', { title: toDelete?.title ?? '' })}
        confirmLabel={t('adminCatalogue.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
