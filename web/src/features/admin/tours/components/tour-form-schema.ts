import { DEFAULT_TAX_CODE, TaxCode } from '@shop/contract/receipts';
import { AdminCreateTourBody, type AdminTour } from '@shop/contract/tours';
import { z } from 'zod';
import { fromText } from '#web/components/form/from-text.ts';

const wire = AdminCreateTourBody.shape;

/** The tour form: the contract's create body, read from the texts of the inputs. */
export const TourFormSchema = AdminCreateTourBody.pick({
  title: true,
  slug: true,
  description: true,
  duration: true,
  title_sw: true,
  description_sw: true,
  duration_sw: true,
}).extend({
  price: fromText(wire.price),
  category: fromText(wire.category),
  difficulty_level: fromText(wire.difficulty_level),
  max_participants: fromText(wire.max_participants),
  image_url: fromText(wire.image_url),
  available_dates: fromText(wire.available_dates),
  is_featured: z.boolean(),
  tax_code: TaxCode,
});
export type TourFormValues = z.input<typeof TourFormSchema>;

export function tourFormValues(tour: AdminTour | null): TourFormValues {
  return {
    title: tour?.title ?? '',
    slug: tour?.slug ?? '',
    price: tour?.price ?? '',
    description: tour?.description ?? '',
    category: tour ? String(tour.category) : '',
    difficulty_level: tour?.difficulty_level ?? '',
    duration: tour?.duration ?? '',
    max_participants: tour ? String(tour.max_participants) : '',
    image_url: tour?.image_url ?? '',
    available_dates: tour?.available_dates.join(', ') ?? '',
    is_featured: tour?.is_featured ?? false,
    tax_code: tour?.tax_code ?? DEFAULT_TAX_CODE,
    title_sw: tour?.title_sw ?? '',
    description_sw: tour?.description_sw ?? '',
    duration_sw: tour?.duration_sw ?? '',
  };
}
