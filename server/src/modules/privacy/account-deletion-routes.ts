import { ACCOUNT_DELETIONS_PER_HOUR, AccountDeleteBody, AccountDeleteResponse } from '@shop/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import type { PasswordHasher } from '#server/modules/auth/passwords.ts';
import { deleteAccount } from './account-deletion';
import { hourlyLimitPerAccount } from './privacy-requests-limit';

/** The customer deletes their own account, under /account in the customer scope (docs/privacy.md). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ db: Db; hasher: PasswordHasher }> = async (
  app,
  { db, hasher },
) => {
  // Each try verifies a password: the limit keeps a stolen session from guessing it.
  const limit = hourlyLimitPerAccount(app, 'account deletion', ACCOUNT_DELETIONS_PER_HOUR);

  app.post(
    '/delete/',
    {
      preHandler: limit,
      schema: {
        tags: ['account'],
        summary:
          'Delete the signed-in account (its password typed again): personal data erased, orders kept for the tax records without it, confirmed by e-mail',
        body: AccountDeleteBody,
        response: { 200: AccountDeleteResponse },
      },
    },
    async (request) => deleteAccount(db, hasher, userOf(request).id, request.body.password),
  );
};
