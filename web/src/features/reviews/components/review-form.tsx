import { zodResolver } from '@hookform/resolvers/zod';
import { CreateProductReviewBody, REVIEW_COMMENT_MAX_LENGTH, type Review } from '@shop/contract/reviews';
import { Star } from 'lucide-react';
import { useController, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '#web/components/form/bound-fields.tsx';
import { Form, useFieldId } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorIdOf } from '#web/components/ui/form-field.tsx';
import { useCreateLaptopReview } from '#web/features/reviews/api/create-review.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

const ReviewFormSchema = CreateProductReviewBody.omit({ product: true });
type ReviewFormInput = z.input<typeof ReviewFormSchema>;
type ReviewFormValues = z.output<typeof ReviewFormSchema>;

const RATINGS = [1, 2, 3, 4, 5] as const;

type ReviewFormProps = {
  productId: number;
  /** The customer's earlier review of this laptop: sending again replaces it. */
  previous?: Review;
  onSaved: () => void;
};

export function ReviewForm({ productId, previous, onSaved }: ReviewFormProps) {
  const save = useCreateLaptopReview();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(ReviewFormSchema)}
      defaultValues={{ rating: previous?.rating ?? 0, comment: previous?.comment ?? '' }}
      onSubmit={async (values: ReviewFormValues) => {
        await save.mutateAsync({ product: productId, ...values });
        toast.success(t('reviews.saved'), { description: t('reviews.thanks') });
        onSaved();
      }}
      refusal={{ fallback: t('reviews.saveFailed') }}
      aria-labelledby="review-form-title"
      className="grid gap-3 rounded-xl bg-sunken p-4"
    >
      <h4 id="review-form-title" className="font-semibold">
        {t(previous ? 'reviews.updateTitle' : 'reviews.writeTitle')}
      </h4>
      {previous ? <p className="text-sm text-muted">{t('reviews.replaces')}</p> : null}
      <RatingField />
      <TextAreaField name="comment" label={t('reviews.comment')} maxLength={REVIEW_COMMENT_MAX_LENGTH} />
      <SubmitReview update={previous !== undefined} />
    </Form>
  );
}

function RatingField() {
  const { field, fieldState } = useController<ReviewFormInput, 'rating'>({ name: 'rating' });
  const errorId = errorIdOf(useFieldId('rating'));
  const error = fieldState.error?.message;
  const { t } = useT();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{t('reviews.yourRating')}</legend>
      <div className="mt-1 flex gap-1">
        {RATINGS.map((value) => (
          <label key={value} className="cursor-pointer rounded-md">
            <input
              type="radio"
              name={field.name}
              value={value}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('reviews.stars', { count: value })}</span>
            <Star
              aria-hidden
              className={cn(
                'size-8 rounded-md text-amber-400 peer-focus-visible:outline-3 peer-focus-visible:outline-focus',
                typeof field.value === 'number' && value <= field.value && 'fill-amber-400',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function SubmitReview({ update }: { update: boolean }) {
  const busy = useFormState().isSubmitting;
  const { t } = useT();
  return (
    <Button type="submit" className="w-fit" disabled={busy}>
      {t(busy ? 'reviews.wait' : update ? 'reviews.update' : 'reviews.submit')}
    </Button>
  );
}
