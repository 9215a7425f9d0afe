import { CreateProductReviewBody, CreateTourReviewBody, Review } from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { ALL_BRANDS, BRANDS } from '#server/modules/catalog/brands.ts';
import { ReviewService } from './service';

/** Registered without a prefix: the three review paths live under two brands (docs/catalogue.md). */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reviews = new ReviewService(db);
  const tags = ['reviews'];
  const response = { 200: Review, 201: Review };
  for (const brand of ALL_BRANDS) {
    const { reviewsPath, labels } = BRANDS[brand];
    app.post(
      reviewsPath,
      {
        schema: {
          tags,
          summary: `Review ${labels.aProduct} (201); a second review by the same customer replaces the first (200)`,
          body: CreateProductReviewBody,
          response,
        },
      },
      async (request, reply) => {
        const { product, rating, comment } = request.body;
        const { review, created } = await reviews.save(brand, userOf(request), {
          itemId: product,
          rating,
          comment,
        });
        return reply.status(created ? 201 : 200).send(review);
      },
    );
  }

  app.post(
    '/igsum/reviews/',
    {
      schema: {
        tags,
        summary: 'Review a tour (201); a second review by the same customer replaces the first (200)',
        body: CreateTourReviewBody,
        response,
      },
    },
    async (request, reply) => {
      const { tour, rating, comment } = request.body;
      const { review, created } = await reviews.save('tour', userOf(request), {
        itemId: tour,
        rating,
        comment,
      });
      return reply.status(created ? 201 : 200).send(review);
    },
  );
};
