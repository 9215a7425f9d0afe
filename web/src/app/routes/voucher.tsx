import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { useVoucher } from '#web/features/vouchers/api/get-voucher.ts';
import { VoucherView } from '#web/features/vouchers/components/voucher-view.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { isApiRequestError } from '#web/lib/api-request-error.ts';
import { useParams } from '#web/lib/router/router.tsx';

/**
 * /vouchers/:id: a paid booking's voucher (docs/vouchers-and-check-in.md), from the confirmation's
 * e-mail and SMS and the dashboard; readable offline once opened, for this customer only.
 */
export function VoucherRoute() {
  const { id = '' } = useParams();
  const { t } = useT();
  const voucher = useVoucher(Number(id));
  const missing = isApiRequestError(voucher.error) && voucher.error.response?.status === 404;
  return (
    <PageShell brand="igsum" className="px-3 py-6 sm:px-6 sm:py-10">
      <title>{`${t('vouchers.pageTitle')} · ${SHOP_TITLE}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-xl">
        {voucher.data ? (
          <VoucherView voucher={voucher.data} />
        ) : voucher.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-2xl border border-line bg-raised p-6"
          >
            <p>{missing ? t('vouchers.notFound') : t('vouchers.loadFailed')}</p>
            {missing ? null : (
              <Button type="button" variant="outline" onClick={() => voucher.refetch()}>
                {t('vouchers.retry')}
              </Button>
            )}
          </div>
        ) : (
          <Spinner />
        )}
      </div>
    </PageShell>
  );
}
