import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { TANZANIA_REGIONS } from '@shop/contract/delivery';
import type {
  AdminCreatePhoneOrderInput,
  AdminPhoneOrder,
  PhoneOrderCustomer,
} from '@shop/contract/phone-orders';
import {
  PHONE_ORDER_HOLD_DEFAULT_MINUTES,
  PHONE_ORDER_HOLD_MAX_MINUTES,
  TAKEN_CHANNELS,
} from '@shop/contract/phone-orders';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import {
  createPhoneCustomer,
  createPhoneOrder,
  pushNow,
  searchPhoneCustomers,
  searchProducts,
  sendPayLink,
} from '#web/features/admin/phone-orders/api/phone-orders-api.ts';
import { useT } from '#web/i18n/use-t.ts';
import { errorInPageLanguage } from '#web/lib/error-toast.ts';
import { formatMoney, formatPhone } from '#web/lib/format.ts';

type Kind = 'fursa' | 'igsum' | 'tour';
type Line = { product: AdminCatalogProduct; quantity: number };

/** The hold times an admin picks from, in hours, up to PHONE_ORDER_HOLD_MAX_MINUTES. */
const HOLD_HOURS = [1, 4, 12, 24, 48, 72].filter((h) => h * 60 <= PHONE_ORDER_HOLD_MAX_MINUTES);

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

const card = 'grid gap-3 rounded-2xl border border-line bg-raised p-4';

/**
 * docs/phone-orders.md: the admin takes an order for a customer (found, or made from a phone
 * number), with the storefront's prices, fee and codes, then sends the payment link, a push, or
 * records cash on delivery. The server prices everything; this screen shows its answer.
 */
export function TakeOrderTab() {
  const { t } = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [customer, setCustomer] = useState<PhoneOrderCustomer | null>(null);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<PhoneOrderCustomer[] | null>(null);
  const [newPhone, setNewPhone] = useState('');
  const [newName, setNewName] = useState('');
  const [newLocale, setNewLocale] = useState<'en' | 'sw'>('sw');
  const [kind, setKind] = useState<Kind>('fursa');
  const [productQuery, setProductQuery] = useState('');
  const [found, setFound] = useState<AdminCatalogProduct[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [tourId, setTourId] = useState('');
  const [tourDate, setTourDate] = useState('');
  const [adults, setAdults] = useState(1);
  const [fulfilment, setFulfilment] = useState<'pickup' | 'delivery'>('pickup');
  const [region, setRegion] = useState<string>('Dar es Salaam');
  const [district, setDistrict] = useState('');
  const [street, setStreet] = useState('');
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState('');
  const [reason, setReason] = useState('');
  const [channel, setChannel] = useState<(typeof TAKEN_CHANNELS)[number]>('phone');
  const [holdHours, setHoldHours] = useState(PHONE_ORDER_HOLD_DEFAULT_MINUTES / 60);
  const [payment, setPayment] = useState<'pay_link' | 'cash_on_delivery'>('pay_link');
  const [notes, setNotes] = useState('');
  const [placed, setPlaced] = useState<AdminPhoneOrder | null>(null);
  const [said, setSaid] = useState('');

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await run();
    } catch (err) {
      setError((await errorInPageLanguage(err, t('adminPhoneOrders.failed'))).error.message);
    } finally {
      setBusy(false);
    }
  };
  const submitted = (run: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void act(run);
  };

  const order = (): AdminCreatePhoneOrderInput => ({
    customer: customer!.id,
    channel,
    items:
      kind === 'tour'
        ? {
            kind: 'tour',
            booking: {
              tour: Number(tourId),
              tour_date: tourDate,
              travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: adults }],
            },
          }
        : {
            kind: 'products',
            brand: kind,
            lines: lines.map((l) => ({ product: l.product.id, quantity: l.quantity })),
            fulfilment,
            ...(fulfilment === 'delivery'
              ? {
                  delivery: {
                    full_name: customer!.full_name,
                    phone: customer!.phone,
                    region: region as (typeof TANZANIA_REGIONS)[number],
                    district,
                    street,
                  },
                }
              : {}),
          },
    ...(code.trim() ? { discount_code: code.trim() } : {}),
    ...(discount.trim() ? { admin_discount: { amount: discount.trim(), reason } } : {}),
    payment: kind === 'tour' ? 'pay_link' : payment,
    hold_minutes: holdHours * 60,
    notes,
  });

  if (placed) {
    const o = placed.order;
    return (
      <div className="grid max-w-2xl gap-4">
        <section className={card} aria-live="polite">
          <h2 className="text-lg font-bold">
            {t('adminPhoneOrders.placed', {
              order: o.order_id,
              total: formatMoney(o.total_amount, o.currency),
            })}
          </h2>
          {placed.pay_link ? (
            <>
              <p className="break-all text-sm">
                {t('adminPhoneOrders.link')}: <a href={placed.pay_link}>{placed.pay_link}</a>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    act(async () =>
                      setSaid(
                        t('adminPhoneOrders.smsQueued', { to: formatPhone((await sendPayLink(o.id)).to) }),
                      ),
                    )
                  }
                >
                  {t('adminPhoneOrders.sendSms')}
                </Button>
                {placed.whatsapp_url ? (
                  <a
                    className="inline-flex h-11 items-center rounded-lg border border-line bg-raised px-4 text-sm font-semibold hover:bg-sunken"
                    href={placed.whatsapp_url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('adminPhoneOrders.whatsapp')}
                  </a>
                ) : null}
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    act(async () =>
                      setSaid(t('adminPhoneOrders.pushed', { phone: (await pushNow(o.id)).phone })),
                    )
                  }
                >
                  {t('adminPhoneOrders.push')}
                </Button>
              </div>
            </>
          ) : (
            <p>{t('adminPhoneOrders.cashRecorded')}</p>
          )}
          {said ? <p role="status">{said}</p> : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
        </section>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setPlaced(null);
            setLines([]);
            setSaid('');
          }}
        >
          {t('adminPhoneOrders.another')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid max-w-3xl gap-4">
      <p className="text-muted">{t('adminPhoneOrders.intro')}</p>

      <section className={card} aria-labelledby="take-order-customer">
        <h2 id="take-order-customer" className="font-semibold">
          {t('adminPhoneOrders.customer')}
        </h2>
        {customer ? (
          <div className="flex flex-wrap items-center gap-3">
            <p>
              {t('adminPhoneOrders.chosen', {
                name: customer.full_name || customer.username,
                phone: customer.phone ? formatPhone(customer.phone) : customer.email,
              })}
            </p>
            <Button type="button" variant="outline" onClick={() => setCustomer(null)}>
              {t('adminPhoneOrders.change')}
            </Button>
          </div>
        ) : (
          <>
            <form
              className="flex flex-wrap items-end gap-2"
              aria-label={t('adminPhoneOrders.customer')}
              onSubmit={submitted(async () => setMatches((await searchPhoneCustomers(query)).results))}
            >
              <div className="min-w-0 flex-1">
                <Field label={t('adminPhoneOrders.search')} htmlFor="take-order-search">
                  <Input id="take-order-search" value={query} onChange={(e) => setQuery(e.target.value)} />
                </Field>
              </div>
              <Button type="submit" disabled={busy}>
                {t('adminPhoneOrders.searchButton')}
              </Button>
            </form>
            {matches?.length === 0 ? <p>{t('adminPhoneOrders.noMatch')}</p> : null}
            {matches?.length ? (
              <ul className="grid gap-1">
                {matches.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-1"
                  >
                    <span className="min-w-0 break-words">
                      {c.full_name || c.username} · {c.phone ? formatPhone(c.phone) : ''} {c.email}
                    </span>
                    <Button type="button" variant="outline" onClick={() => setCustomer(c)}>
                      {t('adminPhoneOrders.choose')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <form
              className="grid gap-2 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
              aria-label={t('adminPhoneOrders.newCustomer')}
              onSubmit={submitted(async () =>
                setCustomer(
                  await createPhoneCustomer({ phone: newPhone, full_name: newName, locale: newLocale }),
                ),
              )}
            >
              <Field label={t('adminPhoneOrders.phone')} htmlFor="take-order-new-phone">
                <Input
                  id="take-order-new-phone"
                  type="tel"
                  value={newPhone}
                  onChange={(e) => setNewPhone(e.target.value)}
                  required
                />
              </Field>
              <Field label={t('adminPhoneOrders.name')} htmlFor="take-order-new-name">
                <Input
                  id="take-order-new-name"
                  value={newName}
                  onChange={(e) => setNewName(e.target.value)}
                  required
                />
              </Field>
              <Field label={t('adminPhoneOrders.language')} htmlFor="take-order-new-locale">
                <Select
                  id="take-order-new-locale"
                  value={newLocale}
                  onChange={(e) => setNewLocale(e.target.value as 'en' | 'sw')}
                >
                  <option value="sw">Kiswahili</option>
                  <option value="en">English</option>
                </Select>
              </Field>
              <Button type="submit" disabled={busy}>
                {t('adminPhoneOrders.create')}
              </Button>
            </form>
          </>
        )}
      </section>

      <section className={card} aria-labelledby="take-order-items">
        <h2 id="take-order-items" className="font-semibold">
          {t('adminPhoneOrders.items')}
        </h2>
        <div className="flex flex-wrap gap-2" role="radiogroup">
          {(['fursa', 'igsum', 'tour'] as const).map((k) => (
            <label key={k} className="flex items-center gap-1">
              <input
                type="radio"
                name="take-order-kind"
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setLines([]);
                  setFound([]);
                }}
              />
              {t(`adminPhoneOrders.kind.${k}`)}
            </label>
          ))}
        </div>
        {kind === 'tour' ? (
          <div className="grid gap-2 sm:grid-cols-3">
            <Field label={t('adminPhoneOrders.tourId')} htmlFor="take-order-tour">
              <Input
                id="take-order-tour"
                inputMode="numeric"
                value={tourId}
                onChange={(e) => setTourId(e.target.value)}
              />
            </Field>
            <Field label={t('adminPhoneOrders.tourDate')} htmlFor="take-order-date">
              <Input
                id="take-order-date"
                type="date"
                value={tourDate}
                onChange={(e) => setTourDate(e.target.value)}
              />
            </Field>
            <Field label={t('adminPhoneOrders.travellers')} htmlFor="take-order-adults">
              <Input
                id="take-order-adults"
                type="number"
                min={1}
                value={adults}
                onChange={(e) => setAdults(Math.max(1, Number(e.target.value)))}
              />
            </Field>
          </div>
        ) : (
          <>
            <form
              className="flex flex-wrap items-end gap-2"
              aria-label={t('adminPhoneOrders.productSearch')}
              onSubmit={submitted(async () => setFound(await searchProducts(kind, productQuery)))}
            >
              <div className="min-w-0 flex-1">
                <Field label={t('adminPhoneOrders.productSearch')} htmlFor="take-order-product">
                  <Input
                    id="take-order-product"
                    value={productQuery}
                    onChange={(e) => setProductQuery(e.target.value)}
                  />
                </Field>
              </div>
              <Button type="submit" variant="outline" disabled={busy}>
                {t('adminPhoneOrders.searchButton')}
              </Button>
            </form>
            {found.length ? (
              <ul className="grid gap-1">
                {found.map((p) => (
                  <li
                    key={p.id}
                    className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-1"
                  >
                    <span className="min-w-0 break-words">
                      {p.name} · {formatMoney(p.price, p.currency)} ·{' '}
                      {t('adminPhoneOrders.inStock', { count: p.stock_quantity })}
                    </span>
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`${t('adminPhoneOrders.add')} ${p.name}`}
                      onClick={() =>
                        setLines((now) =>
                          now.some((l) => l.product.id === p.id)
                            ? now
                            : [...now, { product: p, quantity: 1 }],
                        )
                      }
                    >
                      {t('adminPhoneOrders.add')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {lines.length ? (
              <ul className="grid gap-2">
                {lines.map((l) => (
                  <li key={l.product.id} className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 break-words font-medium">
                      {l.product.name} · {formatMoney(l.product.price, l.product.currency)}
                    </span>
                    <div className="w-24 shrink-0">
                      <Input
                        aria-label={`${t('adminPhoneOrders.quantity')} ${l.product.name}`}
                        type="number"
                        min={1}
                        value={l.quantity}
                        onChange={(e) =>
                          setLines((now) =>
                            now.map((x) =>
                              x.product.id === l.product.id
                                ? { ...x, quantity: Math.max(1, Number(e.target.value)) }
                                : x,
                            ),
                          )
                        }
                      />
                    </div>
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => setLines((now) => now.filter((x) => x.product.id !== l.product.id))}
                    >
                      {t('adminPhoneOrders.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <Field label={t('adminPhoneOrders.fulfilment')} htmlFor="take-order-fulfilment">
              <Select
                id="take-order-fulfilment"
                value={fulfilment}
                onChange={(e) => setFulfilment(e.target.value as 'pickup' | 'delivery')}
              >
                <option value="pickup">{t('adminPhoneOrders.pickup')}</option>
                <option value="delivery">{t('adminPhoneOrders.delivery')}</option>
              </Select>
            </Field>
            {fulfilment === 'delivery' ? (
              <div className="grid gap-2 sm:grid-cols-3">
                <Field label={t('adminPhoneOrders.region')} htmlFor="take-order-region">
                  <Select id="take-order-region" value={region} onChange={(e) => setRegion(e.target.value)}>
                    {TANZANIA_REGIONS.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('adminPhoneOrders.district')} htmlFor="take-order-district">
                  <Input
                    id="take-order-district"
                    value={district}
                    onChange={(e) => setDistrict(e.target.value)}
                  />
                </Field>
                <Field label={t('adminPhoneOrders.street')} htmlFor="take-order-street">
                  <Input id="take-order-street" value={street} onChange={(e) => setStreet(e.target.value)} />
                </Field>
              </div>
            ) : null}
          </>
        )}
      </section>

      <form
        className={card}
        onSubmit={submitted(async () => {
          setPlaced(await createPhoneOrder(order()));
        })}
      >
        <div className="grid gap-2 sm:grid-cols-3">
          <Field label={t('adminPhoneOrders.discountCode')} htmlFor="take-order-code">
            <Input id="take-order-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Field label={t('adminPhoneOrders.adminDiscount')} htmlFor="take-order-discount">
            <Input
              id="take-order-discount"
              inputMode="decimal"
              value={discount}
              onChange={(e) => setDiscount(e.target.value)}
              disabled={kind === 'tour'}
            />
          </Field>
          <Field label={t('adminPhoneOrders.adminDiscountReason')} htmlFor="take-order-reason">
            <Input
              id="take-order-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required={discount.trim() !== ''}
              disabled={kind === 'tour'}
            />
          </Field>
          <Field label={t('adminPhoneOrders.channel')} htmlFor="take-order-channel">
            <Select
              id="take-order-channel"
              value={channel}
              onChange={(e) => setChannel(e.target.value as (typeof TAKEN_CHANNELS)[number])}
            >
              {TAKEN_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {t(`adminPhoneOrders.channel.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('adminPhoneOrders.hold')} htmlFor="take-order-hold">
            <Select
              id="take-order-hold"
              value={holdHours}
              onChange={(e) => setHoldHours(Number(e.target.value))}
            >
              {HOLD_HOURS.map((h) => (
                <option key={h} value={h}>
                  {t('adminPhoneOrders.hours', { count: h })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('adminPhoneOrders.payment')} htmlFor="take-order-payment">
            <Select
              id="take-order-payment"
              value={kind === 'tour' ? 'pay_link' : payment}
              disabled={kind === 'tour'}
              onChange={(e) => setPayment(e.target.value as 'pay_link' | 'cash_on_delivery')}
            >
              <option value="pay_link">{t('adminPhoneOrders.payLink')}</option>
              <option value="cash_on_delivery">{t('adminPhoneOrders.cash')}</option>
            </Select>
          </Field>
        </div>
        <Field label={t('adminPhoneOrders.notes')} htmlFor="take-order-notes">
          <Input id="take-order-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          className="justify-self-start"
          disabled={busy || !customer || (kind !== 'tour' && lines.length === 0)}
        >
          {t('adminPhoneOrders.place')}
        </Button>
      </form>
    </div>
  );
}
