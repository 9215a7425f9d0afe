import { AuthResponse, LoginBody, RefreshBody, RegisterBody, TokenPair } from '@shop/contract/auth';
import { OkResponse } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_UNAVAILABLE,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@shop/contract/password-reset';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error.ts';
import { clientKey } from '#server/lib/client-ip.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
import type { DeviceCookies } from './device-cookies';
import type { PasswordResets } from './password-resets';
import type { AuthService } from './service';

/**
 * `formLimit` caps sign-ups per client (accountRoutes caps profile updates alike): both say
 * whether a username or e-mail is taken, so both are limited like the public forms. `linkBaseUrl`: where
 * reset links point (config.ts), none in production without PUBLIC_URL.
 */
type Options = {
  auth: AuthService;
  devices: DeviceCookies;
  resets: PasswordResets;
  linkBaseUrl: string | undefined;
  formLimit: FormLimit;
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, devices, resets, linkBaseUrl, formLimit },
) => {
  const tags = ['auth'];
  // docs/sessions.md: a browser that signed in (or signed up) to an account keeps its own allowance.
  const trustBrowser = (reply: FastifyReply, userId: number) =>
    reply.header('set-cookie', devices.issue(userId, reply.request.protocol === 'https'));

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
    async (request, reply) => {
      const session = await auth.register(request.body);
      return trustBrowser(reply, session.user.id).status(201).send(session);
    },
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
    async (request, reply) => {
      const session = await auth.login(
        request.body,
        clientKey(request),
        devices.userOf(request.headers.cookie),
      );
      return trustBrowser(reply, session.user.id).send(session);
    },
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

  // docs/messages.md: the same answer, at the same speed, whether or not an account uses the
  // address: the lookup and the queuing run after the answer. Limited per client like the public
  // forms, and per address inside the service. Without an address to link to, every request is
  // refused alike, which tells nothing about accounts either.
  app.post(
    '/password-reset/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags,
        summary: 'Send a password reset link (and SMS code) to an account e-mail',
        body: PasswordResetRequestBody,
        response: { 202: OkResponse },
      },
    },
    async (request, reply) => {
      if (!linkBaseUrl) throw new AppError(503, ERROR_CODES.unavailable, PASSWORD_RESET_UNAVAILABLE);
      const { email } = request.body;
      app.backgroundTasks.run('password reset request', () => resets.request(email, linkBaseUrl));
      return reply.status(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags,
        summary: 'Set a new password with a reset link token, or with the e-mail and SMS code',
        body: PasswordResetConfirmBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await resets.confirm(request.body);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
