import { type CreateProductReviewBody, Review } from '@shop/contract/reviews';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** A second review by the same customer replaces the first (the server answers 200). */
export async function createLaptopReview(body: CreateProductReviewBody): Promise<Review> {
  const { data } = await api.post('/fursa/reviews/', body);
  return Review.parse(data);
}

export function useCreateLaptopReview() {
  return useMutation({ mutationFn: createLaptopReview });
}
