import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { TableSkeleton } from '#web/features/admin/shared/components/responsive-table.tsx';
import { useParks } from '#web/features/admin/tour-terms/api/get-parks.ts';
import { useTourTerms } from '#web/features/admin/tour-terms/api/get-tour-terms.ts';
import { useT } from '#web/i18n/use-t.ts';
import { TourTermsForm } from './tour-terms-form';

type TourTermsDialogProps = {
  /** The tour whose terms are edited, or null when closed. */
  tour: { id: number; title: string } | null;
  onClose: () => void;
};

/** "Terms & prices" of one tour, from the tours tab: the form once its terms and the parks load. */
export function TourTermsDialog({ tour, onClose }: TourTermsDialogProps) {
  const { t } = useT();
  return (
    <FormDialog
      open={tour !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('adminTours.terms.title', { tour: tour?.title ?? '' })}
      brand="igsum"
      className="w-[min(56rem,calc(100vw-1rem))] p-4 sm:p-6"
    >
      {() => (tour ? <TermsLoader tourId={tour.id} onDone={onClose} /> : null)}
    </FormDialog>
  );
}

function TermsLoader({ tourId, onDone }: { tourId: number; onDone: () => void }) {
  const terms = useTourTerms(tourId);
  const parks = useParks();
  if (terms.isError || parks.isError) {
    return (
      <div className="mt-4">
        <LoadError
          error={terms.error ?? parks.error}
          onRetry={() => void Promise.all([terms.refetch(), parks.refetch()])}
        />
      </div>
    );
  }
  if (!terms.data || !parks.data) {
    return (
      <div className="mt-4">
        <TableSkeleton rows={4} />
      </div>
    );
  }
  return <TourTermsForm tourId={tourId} terms={terms.data} parks={parks.data} onDone={onDone} />;
}
