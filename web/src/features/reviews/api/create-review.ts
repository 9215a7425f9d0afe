import { type CreateProductReviewBody, Review } from '@shop/contract/reviews';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';

/** A second review by the same customer replaces the first (the server answers 200). */
export async function createLaptopReview(body: CreateProductReviewBody): Promise<Review> {
  const { data } = await api.post('/fursa/reviews/', body);
  return Review.parse(data);
}

/** `onSaved` lets the screen refresh the product the review belongs to. */
export function useCreateLaptopReview({ onSaved }: { onSaved?: (review: Review) => void } = {}) {
  return useMutation({
    mutationFn: createLaptopReview,
    onSuccess: (review) => {
      toast.success('Review saved', { description: 'Thank you for sharing your experience.' });
      onSaved?.(review);
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to save review') }),
  });
}
