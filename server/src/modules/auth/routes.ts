import {
  AuthResponse,
  LoginBody,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  RefreshBody,
  RegisterBody,
  TokenPair,
  User,
} from '@shop/contract/auth';
import { OkResponse } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-ip';
import type { FormLimit } from '../../lib/form-limit';
import { userOf } from '../../plugins/auth';
import type { AuthService } from './service';
import { toUserDto } from './users';

/**
 * `formLimit` caps sign-ups per client, and separately profile updates: both say whether a
 * username or e-mail is taken, so both are limited like the public forms.
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; formLimit: FormLimit }> = async (
  app,
  { auth, formLimit },
) => {
  const tags = ['auth'];

  app.post(
    '/register/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags,
        summary: 'Create a customer account',
        body: RegisterBody,
        response: { 201: AuthResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Sign in by username (or e-mail)',
        body: LoginBody,
        response: { 200: AuthResponse },
      },
    },
    async (request) => auth.login(request.body, clientKey(request)),
  );

  app.post(
    '/logout/',
    { schema: { tags, summary: 'Revoke a refresh token', body: RefreshBody, response: { 200: OkResponse } } },
    async (request) => {
      await auth.logout(request.body.refresh);
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/refresh/',
    { schema: { tags, summary: 'Rotate a refresh token', body: RefreshBody, response: { 200: TokenPair } } },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.get(
    '/user/',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: User } },
    },
    async (request) => toUserDto(userOf(request)),
  );

  app.put(
    '/profile/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: formLimit },
      schema: {
        tags,
        summary: 'Update the signed-in user',
        security: [{ bearer: [] }],
        body: ProfileUpdateBody,
        response: { 200: ProfileUpdateResponse },
      },
    },
    async (request) => auth.updateProfile(userOf(request).id, request.body),
  );
};
