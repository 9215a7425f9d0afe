import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import type { DemoCheckout } from './demo-checkout';
import { renderDemoNotFound, renderDemoPage } from './demo-page';
import { DEMO_SESSION_PREFIX } from './demo-provider';

const SessionParams = z.object({
  session_id: z
    .string()
    .max(100)
    .regex(new RegExp(`^${DEMO_SESSION_PREFIX}[A-Za-z0-9_-]+$`), 'Not a demo checkout session'),
});

/**
 * The demo provider's hosted checkout pages. No sign-in: the browser arrives here by redirect,
 * and the unguessable session id is the capability, as with a real provider's checkout link.
 */
export const demoCheckoutRoutes: FastifyPluginAsyncZod<{
  demo: DemoCheckout;
  publicUrl: string | undefined;
}> = async (app, { demo, publicUrl }) => {
  const tags = ['payments'];
  // Plain HTML forms post url-encoded bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  // The page's forms must be allowed to post here and to follow the redirect to the web app,
  // which is this same origin unless PUBLIC_URL names another.
  const pagePolicy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${publicUrl ? ` ${new URL(publicUrl).origin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  app.get(
    '/:session_id/',
    { schema: { tags, summary: 'Demo hosted checkout page (TEST MODE)', params: SessionParams } },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pagePolicy)
        .header('cache-control', 'no-store');
      try {
        return renderDemoPage(await demo.view(request.params.session_id, shopUrl(request, publicUrl)));
      } catch (err) {
        if (err instanceof AppError && err.status === 404)
          return reply.status(404).send(renderDemoNotFound());
        throw err;
      }
    },
  );

  app.post(
    '/:session_id/pay/',
    { schema: { tags, summary: 'Demo: pay the session, then return to the shop', params: SessionParams } },
    async (request, reply) =>
      reply.redirect(await demo.pay(request.params.session_id, shopUrl(request, publicUrl)), 303),
  );

  app.post(
    '/:session_id/cancel/',
    { schema: { tags, summary: 'Demo: abandon the session and return to the shop', params: SessionParams } },
    async (request, reply) =>
      reply.redirect(await demo.cancel(request.params.session_id, shopUrl(request, publicUrl)), 303),
  );
};
