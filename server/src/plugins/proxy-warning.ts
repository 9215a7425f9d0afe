import type { FastifyInstance } from 'fastify';

/**
 * docs/deploy.md: a request that came through a proxy while TRUST_PROXY is off means every
 * customer shares the proxy's address (sign-in limits, form limits). Said once per process.
 */
export function warnOnForwardedWithoutTrust(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'a request arrived with X-Forwarded-For while TRUST_PROXY is off: behind a proxy, set TRUST_PROXY (docs/deploy.md)',
    );
  });
}
