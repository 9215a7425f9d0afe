import { zodResolver } from '@hookform/resolvers/zod';
import { type SetTravellersBody, type TourBooking, TravellerDetails } from '@shop/contract/tour-terms';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import { z } from 'zod';
import { SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { useSetTravellers } from '#web/features/tour-bookings/api/set-travellers.ts';
import { countriesIn } from '#web/features/tour-bookings/lib/countries.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { dayText, TRAVELLER_TYPE } from './booking-labels';

type DetailsValues = { full_name: string; nationality: string; id_number: string; date_of_birth: string };
type TravellersValues = { travellers: { position: number; details: DetailsValues }[] };

const isBlank = (details: DetailsValues) => Object.values(details).every((value) => value.trim() === '');

/**
 * SetTravellersBody with the form's rows by position: a row left wholly empty is not sent (the
 * details can come later, docs/tours-pricing.md), a row begun is checked by the contract's rules.
 */
const TravellersChoice = z
  .object({
    travellers: z.array(
      z.object({
        position: z.int(),
        details: z.preprocess(
          (value: DetailsValues) => (isBlank(value) ? null : value),
          TravellerDetails.nullable(),
        ),
      }),
    ),
  })
  .transform(({ travellers }, ctx): SetTravellersBody => {
    const filled = travellers.flatMap(({ position, details }) => (details ? [{ position, details }] : []));
    if (filled.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_MESSAGES.fillRequired,
        path: ['travellers', 0, 'details', 'full_name'],
      });
      return z.NEVER;
    }
    return { travellers: filled };
  });

const valuesOf = (booking: TourBooking): TravellersValues => ({
  travellers: booking.travellers.map((traveller) => ({
    position: traveller.position,
    details: {
      full_name: traveller.full_name ?? '',
      nationality: traveller.nationality ?? '',
      id_number: traveller.id_number ?? '',
      date_of_birth: traveller.date_of_birth ?? '',
    },
  })),
});

/** docs/tours-pricing.md, "Travellers' details": what park permits need of each traveller. */
export function TravellersForm({ booking }: { booking: TourBooking }) {
  const save = useSetTravellers(booking.order);
  const { t, locale } = useT();
  const countries = countriesIn(locale);
  const due = dayText(booking.details_due_on, locale);
  return (
    <section
      aria-labelledby="booking-travellers"
      className="rounded-2xl border border-line bg-raised p-4 sm:p-6"
    >
      <h2 id="booking-travellers" className="font-display text-xl font-bold">
        {t('bookings.travellers.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('bookings.travellers.intro', { date: due })}</p>
      <p
        role="status"
        className={cn(
          'mt-3 rounded-lg p-3 text-sm',
          booking.details_missing > 0 ? 'bg-yellow-100 text-yellow-900' : 'bg-green-100 text-green-800',
        )}
      >
        {booking.details_missing > 0
          ? t('bookings.travellers.missing', { count: booking.details_missing, date: due })
          : t('bookings.travellers.complete')}
      </p>
      <Form<TravellersValues, SetTravellersBody>
        // The saved booking comes back as the form's new starting point.
        key={JSON.stringify(booking.travellers)}
        resolver={zodResolver(TravellersChoice)}
        defaultValues={valuesOf(booking)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          toast.success(t('bookings.travellers.saved'));
        }}
        refusal={{ fallback: t('bookings.travellers.failed') }}
        className="mt-4 grid gap-4"
      >
        {booking.travellers.map((traveller, index) => (
          <fieldset
            key={traveller.position}
            className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold">
              {t('bookings.travellers.legend', {
                position: traveller.position,
                type: t(TRAVELLER_TYPE[traveller.traveller_type]),
              })}
            </legend>
            <TextField
              name={`travellers.${index}.details.full_name`}
              label={t('bookings.travellers.fullName')}
              autoComplete="off"
              className="sm:col-span-2"
            />
            <SelectField
              name={`travellers.${index}.details.nationality`}
              label={t('bookings.travellers.nationality')}
            >
              <option value="">{t('bookings.travellers.chooseCountry')}</option>
              {traveller.nationality && !countries.some((c) => c.code === traveller.nationality) ? (
                <option value={traveller.nationality}>{traveller.nationality}</option>
              ) : null}
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
            <TextField
              name={`travellers.${index}.details.id_number`}
              label={t('bookings.travellers.idNumber')}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <TextField
              name={`travellers.${index}.details.date_of_birth`}
              label={t('bookings.travellers.birthDate')}
              type="date"
            />
          </fieldset>
        ))}
        <FormSubmitButton>{t('bookings.travellers.save')}</FormSubmitButton>
      </Form>
    </section>
  );
}
