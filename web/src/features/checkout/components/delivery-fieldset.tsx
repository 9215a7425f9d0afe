import type { CheckoutQuote } from '@shop/contract/checkout';
import { TANZANIA_REGIONS } from '@shop/contract/delivery';
import { MapPin } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { ChoiceOption } from '#web/components/form/choice-option.tsx';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form.ts';

/** Delivery to an address anywhere in Tanzania, or pickup at the shop (docs/delivery.md). */
export function DeliveryFieldset({ quote }: { quote: CheckoutQuote }) {
  const { register } = useFormContext<CheckoutFormValues>();
  const fulfilment = useWatch<CheckoutFormValues, 'fulfilment'>({ name: 'fulfilment' });
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">Delivery</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceOption
          value="delivery"
          registration={register('fulfilment')}
          label="Deliver to my address"
          hint="Anywhere in Tanzania"
        />
        <ChoiceOption
          value="pickup"
          registration={register('fulfilment')}
          label="Pick up at the shop"
          hint="Free"
        />
      </div>
      {fulfilment === 'pickup' ? (
        <p className="flex items-start gap-2 rounded-lg bg-sunken p-3 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
          <span>
            Collect your order at <strong>{quote.pickup_point}</strong>. We call you when it is ready.
          </span>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="delivery.full_name" label="Full name" autoComplete="name" required />
          <TextField
            name="delivery.phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="+255 712 345 678"
            required
          />
          <SelectField name="delivery.region" label="Region" required>
            <option value="">Choose a region</option>
            {TANZANIA_REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
          <TextField
            name="delivery.district"
            label="District or town"
            autoComplete="address-level2"
            required
          />
          <TextField name="delivery.street" label="Street" autoComplete="street-address" required />
          <TextField
            name="delivery.landmark"
            label="Landmark (optional)"
            placeholder="Near the market, blue gate..."
          />
        </div>
      )}
    </fieldset>
  );
}
