import type { CheckoutQuote } from '@shop/contract/checkout';
import { type Region, TANZANIA_REGIONS } from '@shop/contract/delivery';
import { MapPin } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { ChoiceOption } from '#web/components/form/choice-option.tsx';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form-schema.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The regions whose Swahili name is not their English one; the value sent stays the contract's. */
const REGION_NAMES: Partial<Record<Region, MessageKey>> = {
  'Pemba North': 'checkout.region.pembaNorth',
  'Pemba South': 'checkout.region.pembaSouth',
  'Zanzibar North': 'checkout.region.zanzibarNorth',
  'Zanzibar South and Central': 'checkout.region.zanzibarSouth',
  'Zanzibar Urban West': 'checkout.region.zanzibarUrbanWest',
};

/** Delivery to an address anywhere in Tanzania, or pickup at the shop (docs/delivery.md). */
export function DeliveryFieldset({ quote }: { quote: CheckoutQuote }) {
  const { register } = useFormContext<CheckoutFormValues>();
  const { t } = useT();
  const fulfilment = useWatch<CheckoutFormValues, 'fulfilment'>({ name: 'fulfilment' });
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">{t('checkout.delivery')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceOption
          value="delivery"
          registration={register('fulfilment')}
          label={t('checkout.deliver')}
          hint={t('checkout.anywhere')}
        />
        <ChoiceOption
          value="pickup"
          registration={register('fulfilment')}
          label={t('checkout.pickup')}
          hint={t('checkout.free')}
        />
      </div>
      {fulfilment === 'pickup' ? (
        <p className="flex items-start gap-2 rounded-lg bg-sunken p-3 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
          <span>{t('checkout.collect', { place: quote.pickup_point })}</span>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="delivery.full_name" label={t('checkout.fullName')} autoComplete="name" required />
          <TextField
            name="delivery.phone"
            label={t('checkout.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+255 712 345 678"
            required
          />
          <SelectField name="delivery.region" label={t('checkout.region')} required>
            <option value="">{t('checkout.chooseRegion')}</option>
            {TANZANIA_REGIONS.map((r) => (
              <option key={r} value={r}>
                {REGION_NAMES[r] ? t(REGION_NAMES[r]) : r}
              </option>
            ))}
          </SelectField>
          <TextField
            name="delivery.district"
            label={t('checkout.district')}
            autoComplete="address-level2"
            required
          />
          <TextField
            name="delivery.street"
            label={t('checkout.street')}
            autoComplete="street-address"
            required
          />
          <TextField
            name="delivery.landmark"
            label={t('checkout.landmark')}
            placeholder={t('checkout.landmarkHint')}
          />
        </div>
      )}
    </fieldset>
  );
}
