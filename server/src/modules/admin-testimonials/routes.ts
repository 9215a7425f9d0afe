import { IdParams } from '@shop/contract/common';
import {
  AdminListTestimonialsQuery,
  AdminTestimonial,
  AdminUpdateTestimonialBody,
} from '@shop/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { TestimonialService } from '#server/modules/testimonials/service.ts';

/** Moderation, under /admin/testimonials. */
export const adminTestimonialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const testimonials = new TestimonialService(db);
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'All testimonials, pending ones included, newest first',
        querystring: AdminListTestimonialsQuery,
        response: { 200: z.array(AdminTestimonial) },
      },
    },
    async (request) => testimonials.adminList(request.query),
  );

  app.put(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Edit, approve (is_approved: true) or hide (false) a testimonial',
        params: IdParams,
        body: AdminUpdateTestimonialBody,
        response: { 200: AdminTestimonial },
      },
    },
    async (request) => testimonials.adminUpdate(userOf(request), request.params.id, request.body),
  );
};
