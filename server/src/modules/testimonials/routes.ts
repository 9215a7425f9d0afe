import {
  CreateTestimonialBody,
  CreateTestimonialResponse,
  ListTestimonialsQuery,
  Testimonial,
} from '@shop/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { TestimonialService } from './service';

export const testimonialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const testimonials = new TestimonialService(db);
  const tags = ['testimonials'];

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Approved testimonials, newest first, optionally of one brand',
        querystring: ListTestimonialsQuery,
        response: { 200: z.array(Testimonial) },
      },
    },
    async (request) => testimonials.listApproved(request.query.business_type, request.query),
  );
};

/** A signed-in customer's testimonial, under /testimonials in the customer scope. */
export const customerTestimonialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const testimonials = new TestimonialService(db);
  app.post(
    '/',
    {
      schema: {
        tags: ['testimonials'],
        summary: "Submit the signed-in customer's testimonial; it is shown once an admin approves it",
        body: CreateTestimonialBody,
        response: { 201: CreateTestimonialResponse },
      },
    },
    async (request, reply) => {
      const testimonial = await testimonials.create(userOf(request), request.body);
      return reply.status(201).send({
        message: 'Thank you for your testimonial! It will appear once our team has approved it.',
        testimonial,
      });
    },
  );
};
