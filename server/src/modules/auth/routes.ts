import {
  AuthResponse,
  LoginBody,
  ProfileUpdateBody,
  RefreshBody,
  RegisterBody,
  TokenPair,
  User,
} from '@shop/contract/auth';
import { OkResponse } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth';
import type { AuthService } from './service';
import { toUserDto } from './users';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['auth'];

  app.post(
    '/register/',
    {
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
    async (request) => auth.login(request.body, request.ip),
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
      schema: {
        tags,
        summary: 'Update the signed-in user',
        security: [{ bearer: [] }],
        body: ProfileUpdateBody,
        response: { 200: User },
      },
    },
    async (request) => auth.updateProfile(userOf(request).id, request.body),
  );
};
