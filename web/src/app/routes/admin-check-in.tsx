import { PageShell } from '#web/components/layout/page-shell.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { AdminCheckIn } from '#web/features/check-in/components/admin-check-in.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';

/** /admin/check-in (docs/vouchers-and-check-in.md): each departure's check-in, live. */
export function AdminCheckInRoute() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const departure = Number(params.get('departure')) || null;
  return (
    <PageShell brand="igsum" className="px-3 py-6 sm:px-8">
      <title>{`${t('checkIn.adminTitle')} · ${SHOP_TITLE}`}</title>
      <div className="mx-auto max-w-6xl">
        <AdminCheckIn departureId={departure} onOpen={(id) => setParams({ departure: String(id) })} />
      </div>
    </PageShell>
  );
}
