import { LocaleBody, ProfileUpdateBody, ProfileUpdateResponse, User } from '@shop/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '#server/http/current-user.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
import type { AuthService } from './service';
import { toUserDto } from './users';

/**
 * The signed-in user's own account, under /auth in the customer scope. `formLimit` caps profile
 * updates like the public forms: an answer says whether a username or e-mail is taken.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthService; formLimit: FormLimit }> = async (
  app,
  { auth, formLimit },
) => {
  const tags = ['auth'];

  app.get(
    '/user/',
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: User } },
    },
    async (request) => toUserDto(userOf(request)),
  );

  app.put(
    '/profile/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags,
        summary: 'Update the signed-in user',
        body: ProfileUpdateBody,
        response: { 200: ProfileUpdateResponse },
      },
    },
    async (request) => auth.updateProfile(userOf(request).id, request.body),
  );

  app.put(
    '/locale/',
    {
      schema: {
        tags,
        summary: 'The language the signed-in customer reads the shop in: their e-mails and SMS use it',
        body: LocaleBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.setLocale(userOf(request).id, request.body.locale);
      return reply.status(204).send(null);
    },
  );
};
