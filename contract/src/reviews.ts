import { z } from 'zod';
import { ProductRef } from './cart';
import { refId } from './common';

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** A star rating: a whole number from 1 to 5. */
export const Rating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5');

const Comment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX_LENGTH, `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
  .default('');

/** A laptop or IGSUM product review; a second one by the same user replaces the first. */
export const CreateProductReviewBody = z.strictObject({
  product: ProductRef,
  rating: Rating,
  comment: Comment,
});
export type CreateProductReviewBody = z.infer<typeof CreateProductReviewBody>;

export const CreateTourReviewBody = z.strictObject({
  tour: refId('Choose a tour'),
  rating: Rating,
  comment: Comment,
});
export type CreateTourReviewBody = z.infer<typeof CreateTourReviewBody>;

export const Review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
});
export type Review = z.infer<typeof Review>;
