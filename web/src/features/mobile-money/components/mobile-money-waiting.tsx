import { zodResolver } from '@hookform/resolvers/zod';
import { type MobileMoneyAttempt, OPERATOR_NAMES } from '@shop/contract/mobile-money';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ExternalLink, LoaderCircle, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Form } from '#web/components/form/form.tsx';
import { checkPayerPhone } from '#web/components/form/payer-phone.ts';
import { PayerPhoneField } from '#web/components/form/payer-phone-field.tsx';
import { StatePanel } from '#web/components/layout/state-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useMobileMoneyAttempt } from '#web/features/mobile-money/api/get-attempt.ts';
import { useRetryMobileMoney } from '#web/features/mobile-money/api/retry-attempt.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { errorInPageLanguage } from '#web/lib/error-toast.ts';
import { useOrder } from '#web/lib/payments/get-order.ts';
import {
  forgetPayerPhone,
  rememberedPayerPhone,
  rememberPayerPhone,
} from '#web/lib/payments/payer-phone-memory.ts';
import type { MobileMoneyRouteState } from '#web/lib/payments/start-mobile-money.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { attemptAmount } from './attempt-amount';

type MobileMoneyWaitingProps = {
  attemptId: number;
  /** The full number the last push went to, when the navigation handed it. */
  phone: string | null;
};

/** The number handed to the screen, else the one this tab kept for the attempt (payer-phone-memory.ts). */
function usePayerPhone(attemptId: number, handed: string | null): string | null {
  const [phone] = useState(() => handed ?? rememberedPayerPhone(attemptId));
  useEffect(() => {
    if (handed) rememberPayerPhone(attemptId, handed);
  }, [attemptId, handed]);
  return phone;
}

/**
 * docs/payments.md: the customer approves the push on the phone while this screen asks the server
 * where the attempt stands. It is a route, so it picks up again when the customer comes back from
 * the phone's payment prompt.
 */
export function MobileMoneyWaiting({ attemptId, phone: handed }: MobileMoneyWaitingProps) {
  const phone = usePayerPhone(attemptId, handed);
  const attempt = useMobileMoneyAttempt(attemptId);
  const data = attempt.data;
  const paid = data?.status === 'paid';
  const order = useOrder(data?.order_id ?? null, paid);
  const navigate = useNavigate();
  const { t, locale } = useT();

  useEffect(() => {
    // Only this attempt's payment moves on: an order paid in parts (a booking's deposit, then its
    // balance) is still in the cache from its earlier payment while this push waits.
    if (!paid || !order.data) return;
    forgetPayerPhone(attemptId);
    navigate(
      order.data.order_type === 'igsum'
        ? paths.bookingSuccess.href(order.data.id)
        : paths.orderSuccess.href(order.data.id),
      { replace: true },
    );
  }, [paid, order.data, navigate, attemptId]);

  if (attempt.isError && !data) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={t('mobileMoney.notFound')}
      >
        <p role="alert">{toApiError(attempt.error, t('mobileMoney.loadFailed')).message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => void attempt.refetch()}>
            <RefreshCw aria-hidden />
            {t('mobileMoney.retry')}
          </Button>
          <PayAnotherWay />
        </div>
      </StatePanel>
    );
  }
  if (!data) {
    return (
      <StatePanel icon={<Spinner label="" />} title={t('mobileMoney.title.pending')}>
        <p>{t('mobileMoney.loading')}</p>
      </StatePanel>
    );
  }
  return (
    <StatePanel
      icon={
        paid ? (
          <CircleCheck className="size-10 text-green-700" aria-hidden />
        ) : data.status === 'pending' ? (
          <Smartphone className="size-8 text-accent-text" aria-hidden />
        ) : (
          <CircleAlert className="size-8 text-danger" aria-hidden />
        )
      }
      title={t(TITLES[data.status])}
    >
      <p className="text-2xl font-bold text-ink">{attemptAmount(data, t, locale)}</p>
      <p className="mt-1">
        {OPERATOR_NAMES[data.operator]} · {data.phone}
      </p>
      <AttemptStatus attempt={data} />
      {data.status === 'pending' && data.demo_phone_url ? (
        <Button asChild variant="outline" className="mt-6">
          <a href={data.demo_phone_url} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            {t('mobileMoney.demoPhone')}
          </a>
        </Button>
      ) : null}
      {data.status === 'failed' || data.status === 'expired' ? (
        <>
          <p className="mt-4">{phone === null ? t('mobileMoney.enterNumber') : t('mobileMoney.waysOn')}</p>
          <TryAgain orderId={data.order_id} phone={phone} />
        </>
      ) : null}
    </StatePanel>
  );
}

/** The heading says where the payment stands, to the customer holding the phone. */
const TITLES: Record<MobileMoneyAttempt['status'], MessageKey> = {
  pending: 'mobileMoney.title.pending',
  paid: 'mobileMoney.title.paid',
  failed: 'mobileMoney.title.failed',
  expired: 'mobileMoney.title.expired',
};

/**
 * The server's reasons are English (docs/payments.md); a Swahili page says the ones it knows in
 * its words and the rest with the status's own text.
 */
const REASONS: Record<string, MessageKey> = {
  'The payment was declined on the phone. Nothing was charged.': 'mobileMoney.declined',
  'The payment was not approved on the phone in time.': 'mobileMoney.status.expired',
};

function AttemptStatus({ attempt }: { attempt: MobileMoneyAttempt }) {
  const { t, locale } = useT();
  const reason = attempt.failure_reason;
  const failed = (fallback: MessageKey) =>
    reason === null ? t(fallback) : locale === 'en' ? reason : t(REASONS[reason] ?? fallback);
  const text = {
    pending: t('mobileMoney.status.pending'),
    paid: t('mobileMoney.status.paid'),
    failed: failed('mobileMoney.status.failed'),
    expired: failed('mobileMoney.status.expired'),
  }[attempt.status];
  return (
    <p
      role="status"
      className={`mt-4 rounded-lg p-3 text-sm ${attempt.status === 'failed' || attempt.status === 'expired' ? 'bg-danger/10 text-ink' : 'bg-sunken text-ink'}`}
    >
      {attempt.status === 'pending' ? (
        <LoaderCircle className="mr-2 inline size-4 animate-spin align-[-2px] text-accent-text" aria-hidden />
      ) : null}
      {text}
    </p>
  );
}

const AnotherNumber = z
  .object({ payer_phone: z.string() })
  .transform(({ payer_phone }, ctx) => ({ phone: checkPayerPhone(payer_phone, ctx, ['payer_phone']) ?? '' }));

/** The three ways on after a failed or expired push. */
function TryAgain({ orderId, phone }: { orderId: number; phone: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const retry = useRetryMobileMoney();
  const [otherNumber, setOtherNumber] = useState(phone === null);
  const [error, setError] = useState('');
  const { t } = useT();

  // "Try again" pushes outside the form too, so a refusal is said here, beside both.
  async function push(to: string) {
    setError('');
    try {
      const attempt = await retry.mutateAsync({ order_id: orderId, phone: to });
      queryClient.setQueryData(shopKeys.mobileMoneyAttempt(attempt.id), attempt);
      const state: MobileMoneyRouteState = { phone: to };
      navigate(paths.mobileMoney.href(attempt.id), { replace: true, state });
    } catch (err) {
      setError((await errorInPageLanguage(err, t('mobileMoney.startFailed'))).error.message);
    }
  }

  return (
    <div className="mt-6 grid gap-3 text-left">
      {error ? (
        <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-ink">
          {error}
        </p>
      ) : null}
      {phone !== null ? (
        <Button
          onClick={() => void push(phone)}
          disabled={retry.isPending}
          aria-busy={retry.isPending || undefined}
        >
          <RefreshCw aria-hidden />
          {t('mobileMoney.tryAgain')}
        </Button>
      ) : null}
      {otherNumber ? (
        <Form
          resolver={zodResolver(AnotherNumber)}
          defaultValues={{ payer_phone: '' }}
          onSubmit={({ phone: to }: { phone: string }) => push(to)}
          className="grid gap-3"
        >
          <PayerPhoneField name="payer_phone" />
          <Button type="submit" variant="outline" disabled={retry.isPending}>
            {t('mobileMoney.payWithNumber')}
          </Button>
        </Form>
      ) : (
        <Button variant="outline" onClick={() => setOtherNumber(true)}>
          {t('mobileMoney.otherNumber')}
        </Button>
      )}
      <PayAnotherWay />
    </div>
  );
}

/** The order stays pending: the dashboard pays it another way or cancels it. */
function PayAnotherWay() {
  const { t } = useT();
  return (
    <Button asChild variant="outline">
      <Link to={`${paths.dashboard.href()}#recent-orders`}>{t('mobileMoney.anotherWay')}</Link>
    </Button>
  );
}
