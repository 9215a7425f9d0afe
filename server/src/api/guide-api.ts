import { GuideMe } from '@shop/contract/departures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { guideOf } from '#server/http/current-guide.ts';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { guideDepartureRoutes } from '#server/modules/departures/guide-routes.ts';
import { activeGuideOf } from '#server/modules/departures/guides.ts';
import type { MobileMoneyService } from '#server/modules/payments/mobile-money/service.ts';
import { checkInRoutes } from '#server/modules/vouchers/routes.ts';
import { guardScope } from './guarded-scope';

/**
 * What a guide does, under /api/guide (docs/departures.md): one guard (a valid token of an active
 * user with an active guide role, else 401 or 403) for every route. A guide reads only the
 * departures given to them; /api/admin refuses a guide's token (its guard wants an admin).
 */
export const guideApi: FastifyPluginAsyncZod<{
  db: Db;
  mobileMoney: MobileMoneyService;
  publicUrl: string | undefined;
}> = async (app, { db, mobileMoney, publicUrl }) => {
  app.decorateRequest('currentGuide', null);
  guardScope(app, async (request) => {
    await app.requireUser(request);
    const guide = await activeGuideOf(db, userOf(request).id);
    if (!guide) throw AppError.forbidden('Guide access required.');
    request.currentGuide = guide;
  });
  app.get(
    '/me/',
    {
      schema: {
        tags: ['guide'],
        summary: 'The signed-in guide: their guide id and SMS language (403: not a guide)',
        response: { 200: GuideMe },
      },
    },
    async (request) => {
      const guide = guideOf(request);
      return { guide: guide.id, locale: guide.locale === 'en' ? ('en' as const) : ('sw' as const) };
    },
  );
  await app.register(guideDepartureRoutes, { prefix: '/departures', db });
  // docs/vouchers-and-check-in.md: check-in of the guide's own departures (another departure: 404).
  await app.register(checkInRoutes, {
    prefix: '/check-in',
    db,
    viewerOf: (request) => ({ userId: userOf(request).id, guideId: guideOf(request).id }),
    mobileMoney,
    publicUrl,
  });
};
