import { IdParams, SlugParams } from '@shop/contract/common';
import {
  GalleryImage,
  ListToursQuery,
  type Tour,
  TourCategory,
  TourDetail,
  TourList,
} from '@shop/contract/tours';
import { LangQuery } from '@shop/contract/translations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { newestReviews } from '#server/modules/catalog/review-list.ts';
import { seatsLeftByDate } from '#server/modules/orders/tour-capacity.ts';
import {
  findTour,
  findTourBySlug,
  listGallery,
  listTourCategories,
  listTours,
  nextHoldExpiry,
} from './tour-queries';

/** Tours, tour categories and the gallery, under /api/igsum. */
export const tourRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['tours'];

  /** A tour's reviews and seats; its kept answer lasts no longer than the next hold. */
  async function withDetails(request: FastifyRequest, tour: Tour): Promise<TourDetail> {
    const [reviews, departures, holdExpiry] = await Promise.all([
      newestReviews(db, { tourId: tour.id }),
      seatsLeftByDate(db, tour.id),
      nextHoldExpiry(db),
    ]);
    request.publicCacheUntil = holdExpiry?.getTime();
    return { ...tour, reviews, departures };
  }

  app.get(
    '/tours/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Active tours matching the filters (a plain array: there are few tours)',
        querystring: ListToursQuery,
        response: { 200: TourList },
      },
    },
    async (request) => listTours(db, 'public', request.query),
  );

  app.get(
    '/tours/:id/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A tour with its newest reviews and the seats left on each bookable date',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: TourDetail },
      },
    },
    async (request) => {
      const tour = await findTour(db, request.params.id, 'public', request.query.lang);
      if (!tour) throw AppError.notFound('Tour not found.');
      return withDetails(request, tour);
    },
  );

  app.get(
    '/tours/by-slug/:slug/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The active tour whose page has this slug, as GET /tours/{id}/ gives it',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: TourDetail },
      },
    },
    async (request) => {
      const tour = await findTourBySlug(db, request.params.slug, request.query.lang);
      if (!tour) throw AppError.notFound('Tour not found.');
      return withDetails(request, tour);
    },
  );

  app.get(
    '/categories/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Tour categories',
        querystring: LangQuery,
        response: { 200: z.array(TourCategory) },
      },
    },
    async (request) => listTourCategories(db, request.query.lang),
  );

  app.get(
    '/gallery/',
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Gallery images in display order', response: { 200: z.array(GalleryImage) } },
    },
    async () => listGallery(db),
  );
};
