import { zodResolver } from '@hookform/resolvers/zod';
import { CreateProductReviewBody, REVIEW_COMMENT_MAX_LENGTH, type Review } from '@shop/contract/reviews';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../../components/form/server-errors';
import { Button } from '../../../components/ui/button';
import { errorIdOf } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateLaptopReview } from '../api/create-review';

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
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { rating: previous?.rating ?? 0, comment: previous?.comment ?? '' },
  });
  const ratingError = form.formState.errors.rating?.message;
  const commentError = form.formState.errors.comment?.message;

  return (
    <form
      noValidate
      aria-labelledby="review-form-title"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await save.mutateAsync({ product: productId, ...values });
          toast.success('Review saved', { description: 'Thank you for sharing your experience.' });
          onSaved();
        } catch (err) {
          showServerErrors(form, toApiError(err).fields);
          toast.error('Error', { description: toApiError(err, 'Failed to save review').message });
        }
      })}
      className="grid gap-3 rounded-xl bg-sunken p-4"
    >
      <h4 id="review-form-title" className="font-semibold">
        {previous ? 'Update your review' : 'Write a review'}
      </h4>
      {previous ? <p className="text-sm text-muted">Sending again replaces your earlier review.</p> : null}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={ratingError ? errorIdOf('review-rating') : undefined}>
            <legend className="text-sm font-medium">Your rating</legend>
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
                  <span className="sr-only">
                    {value} {value === 1 ? 'star' : 'stars'}
                  </span>
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
            {ratingError ? (
              <p id={errorIdOf('review-rating')} className="mt-1 text-sm text-danger">
                {ratingError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="review-comment">Comment</Label>
        <Textarea
          id="review-comment"
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? errorIdOf('review-comment') : undefined}
          {...form.register('comment')}
        />
        {commentError ? (
          <p id={errorIdOf('review-comment')} className="text-sm text-danger">
            {commentError}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Please wait...' : previous ? 'Update Review' : 'Submit Review'}
      </Button>
    </form>
  );
}
