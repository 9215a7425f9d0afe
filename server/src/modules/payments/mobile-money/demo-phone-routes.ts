import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoPhonePath, renderDemoPhonePage } from './demo-phone-page';
import type { DemoPushProvider } from './demo-push';
import type { MobileMoneyService } from './service';

const ReferenceParams = z.object({
  reference: z.string().regex(/^MM[0-9A-F]{20}$/, 'Not a demo mobile money reference'),
});

/** The page's forms post to this same origin only, and nothing may frame it. */
const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * TEST MODE: the demo provider's phone. No sign-in: the unguessable reference is the
 * capability, as the demo checkout's session id is. Absent once a real aggregator is the shop's.
 */
export const demoPhoneRoutes: FastifyPluginAsyncZod<{
  demo: DemoPushProvider;
  mobileMoney: MobileMoneyService;
}> = async (app, { demo, mobileMoney }) => {
  const tags = ['payments'];
  // Plain HTML forms post url-encoded bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  app.get(
    '/:reference/',
    {
      schema: {
        tags,
        summary: 'Demo phone: approve or decline a mobile money push (TEST MODE)',
        params: ReferenceParams,
      },
    },
    async (request, reply) => {
      const push = await demo.find(request.params.reference);
      return reply
        .status(push ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_POLICY)
        .header('cache-control', 'no-store')
        .send(renderDemoPhonePage(push));
    },
  );

  for (const [action, approve] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/:reference/${action}/`,
      {
        schema: {
          tags,
          summary: `Demo phone: ${action} the push, then show the phone again`,
          params: ReferenceParams,
        },
      },
      async (request, reply) => {
        if (await demo.answer(request.params.reference, approve)) {
          await mobileMoney.demoPhoneAnswered(request.params.reference);
        }
        return reply.redirect(demoPhonePath(request.params.reference), 303);
      },
    );
  }
};
