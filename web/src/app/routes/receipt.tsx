import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { isReceiptMissing, useReceiptPage } from '#web/features/receipts/api/get-receipt-page.ts';
import { ReceiptView } from '#web/features/receipts/components/receipt-view.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useParams } from '#web/lib/router/router.tsx';

/**
 * /receipt/:token: a receipt by its link (docs/receipts.md, "The customer's copy"), from the
 * payment's e-mail and SMS or the order's dialog, signed in or not. Kept from search engines and
 * from the service worker's copies (it names a customer).
 */
export function ReceiptRoute() {
  const { token = '' } = useParams();
  const { t } = useT();
  const receipt = useReceiptPage(token);
  const brand = receipt.data?.order_reference.startsWith('IGS')
    ? 'igsum'
    : receipt.data
      ? 'fursa'
      : undefined;
  return (
    <PageShell brand={brand} className="px-3 py-6 sm:px-6 sm:py-10">
      <title>{`${t('receipt.pageTitle')} · ${SHOP_TITLE}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-3xl">
        {receipt.data ? (
          <ReceiptView page={receipt.data} />
        ) : receipt.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-2xl border border-line bg-raised p-6"
          >
            <p>{isReceiptMissing(receipt.error) ? t('receipt.notFound') : t('receipt.loadFailed')}</p>
            {isReceiptMissing(receipt.error) ? null : (
              <Button type="button" variant="outline" onClick={() => receipt.refetch()}>
                {t('receipt.retry')}
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
