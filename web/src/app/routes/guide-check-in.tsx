import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { checkInBase } from '#web/features/check-in/api/check-in-base.ts';
import { DepartureCheckIn } from '#web/features/check-in/components/departure-check-in.tsx';
import { DepartureList } from '#web/features/check-in/components/departure-list.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { useSearchParams } from '#web/lib/router/router.tsx';

/**
 * /guide/check-in (docs/vouchers-and-check-in.md, "The guide's phone"): a guide's departures, and
 * in one (`?departure=`) the vouchers' scanner, offline or not. An admin may use it too.
 */
export function GuideCheckInRoute() {
  const { t } = useT();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const departure = Number(params.get('departure')) || null;
  const base = checkInBase(user);
  return (
    <PageShell brand="igsum" className="px-3 py-4 sm:px-6 sm:py-8">
      <title>{`${t('checkIn.title')} · ${SHOP_TITLE}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto grid max-w-xl gap-4">
        {user && departure ? (
          <>
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => setParams({})}
            >
              {t('checkIn.allDepartures')}
            </Button>
            <DepartureCheckIn base={base} userId={user.id} departureId={departure} />
          </>
        ) : user ? (
          <DepartureList base={base} userId={user.id} onOpen={(id) => setParams({ departure: String(id) })} />
        ) : null}
      </div>
    </PageShell>
  );
}
