import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { PayLinkOrder } from '@shop/contract/phone-orders';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { usePayLinkAttempt } from '#web/features/pay-link/api/get-pay-link.ts';
import { cardForPayLink, claimPayLink, pushForPayLink } from '#web/features/pay-link/api/pay-link-actions.ts';
import { useT } from '#web/i18n/use-t.ts';
import { errorInPageLanguage } from '#web/lib/error-toast.ts';
import { formatDateTime, formatMoney, formatPhone } from '#web/lib/format.ts';
import { useNavigate } from '#web/lib/router/router.tsx';

/**
 * docs/phone-orders.md: the order a payment link names, what is due, and the ways to pay it; once
 * paid, an account made from a phone number is offered its first password.
 */
export function PayLinkView({ token, order }: { token: string; order: PayLinkOrder }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(order.phone ? `0${order.phone.slice(4)}` : '');
  const [started, setStarted] = useState<MobileMoneyAttempt | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const attempt = usePayLinkAttempt(token, started).data;
  const money = (amount: string) => formatMoney(amount, order.currency, locale);
  const paid = order.payment_status === 'paid' || attempt?.status === 'paid';

  useEffect(() => {
    if (attempt?.status === 'paid') void queryClient.invalidateQueries({ queryKey: ['pay-links', token] });
  }, [attempt?.status, queryClient, token]);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await run();
    } catch (err) {
      setError((await errorInPageLanguage(err, t('payLink.error'))).error.message);
    } finally {
      setBusy(false);
    }
  };
  const push = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => setStarted(await pushForPayLink(token, phone)));
  };
  const card = () =>
    act(async () => {
      window.location.assign((await cardForPayLink(token)).url);
    });
  const claim = () =>
    act(async () => {
      navigate((await claimPayLink(token)).reset_path);
    });

  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="font-display text-2xl font-bold">
          {order.greeting_name ? t('payLink.hello', { name: order.greeting_name }) : t('payLink.pageTitle')}
        </h1>
        <p className="text-muted">{t('payLink.intro')}</p>
      </header>
      <section
        className="grid gap-2 rounded-2xl border border-line bg-raised p-4"
        aria-label={t('payLink.order', { order: order.order_id })}
      >
        <h2 className="font-semibold">{t('payLink.order', { order: order.order_id })}</h2>
        <ul className="grid gap-1">
          {order.items.map((item) => (
            <li key={`${item.name}|${item.quantity}|${item.price}`} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {item.quantity} × {item.name}
              </span>
              <span className="shrink-0 tabular-nums">{money(item.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line pt-2 text-sm">
          <dt>{t('payLink.subtotal')}</dt>
          <dd className="tabular-nums">{money(order.subtotal)}</dd>
          {Number(order.delivery_fee) > 0 ? (
            <>
              <dt>{t('payLink.deliveryFee')}</dt>
              <dd className="tabular-nums">{money(order.delivery_fee)}</dd>
            </>
          ) : null}
          {Number(order.discount_amount) > 0 ? (
            <>
              <dt>{t('payLink.discount')}</dt>
              <dd className="tabular-nums">−{money(order.discount_amount)}</dd>
            </>
          ) : null}
          <dt className="text-base font-bold">{t('payLink.total')}</dt>
          <dd className="text-base font-bold tabular-nums">{money(order.total_amount)}</dd>
        </dl>
      </section>

      {paid ? (
        <p
          role="status"
          className="rounded-2xl border border-acacia-600 bg-acacia-100 p-4 text-acacia-700 text-lg font-semibold"
        >
          {t('payLink.paid')}
        </p>
      ) : order.payment_method === 'cash_on_delivery' ? (
        <p className="rounded-2xl border border-line p-4">{t('payLink.cash')}</p>
      ) : order.due === null ? (
        <p role="alert" className="rounded-2xl border border-line p-4">
          {t('payLink.closed')}
        </p>
      ) : (
        <section className="grid gap-3">
          <p className="flex justify-between text-lg font-bold">
            <span>{t('payLink.due')}</span>
            <span className="tabular-nums">{money(order.due)}</span>
          </p>
          {order.hold_expires_at ? (
            <p className="text-sm text-muted">
              {t('payLink.holdUntil', { time: formatDateTime(order.hold_expires_at) })}
            </p>
          ) : null}
          {attempt?.status === 'pending' ? (
            <div role="status" className="grid gap-2 rounded-2xl border border-line p-4">
              <p>{t('payLink.waiting', { phone: formatPhone(`+${attempt.phone}`) })}</p>
              {attempt.demo_phone_url ? (
                <a
                  className="font-semibold underline"
                  href={attempt.demo_phone_url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('payLink.demoPhone')}
                </a>
              ) : null}
            </div>
          ) : (
            <form onSubmit={push} className="grid gap-2">
              {attempt && attempt.status !== 'paid' ? <p role="alert">{t('payLink.failed')}</p> : null}
              <label htmlFor="pay-link-phone" className="font-medium">
                {t('payLink.phone')}
              </label>
              <Input
                id="pay-link-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                required
              />
              <Button type="submit" disabled={busy}>
                {t('payLink.payMobile')}
              </Button>
            </form>
          )}
          {order.card_available && attempt?.status !== 'pending' ? (
            <Button type="button" variant="outline" disabled={busy} onClick={card}>
              {t('payLink.payCard')}
            </Button>
          ) : null}
        </section>
      )}
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {paid && order.claimable ? (
        <section className="grid gap-2 rounded-2xl border border-line p-4">
          <h2 className="font-semibold">{t('payLink.claimTitle')}</h2>
          <p>{t('payLink.claimText')}</p>
          <Button type="button" variant="outline" disabled={busy} onClick={claim}>
            {t('payLink.claim')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
