import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { isPayLinkMissing, usePayLink } from '#web/features/pay-link/api/get-pay-link.ts';
import { PayLinkView } from '#web/features/pay-link/components/pay-link-view.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useParams } from '#web/lib/router/router.tsx';

/**
 * /pay/:token: the payment link an admin sent by SMS or WhatsApp (docs/phone-orders.md): one
 * order, paid without a password. Kept from search engines (it names a customer's order).
 */
export function PayLinkRoute() {
  const { token = '' } = useParams();
  const { t } = useT();
  const order = usePayLink(token);
  return (
    <PageShell brand={order.data?.brand} className="px-3 py-6 sm:px-6 sm:py-10">
      <title>{`${t('payLink.pageTitle')} · ${SHOP_TITLE}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-md">
        {order.data ? (
          <PayLinkView token={token} order={order.data} />
        ) : order.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-2xl border border-line bg-raised p-6"
          >
            <p>{isPayLinkMissing(order.error) ? t('payLink.notFound') : t('payLink.loadFailed')}</p>
            {isPayLinkMissing(order.error) ? null : (
              <Button type="button" variant="outline" onClick={() => order.refetch()}>
                {t('payLink.retry')}
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
