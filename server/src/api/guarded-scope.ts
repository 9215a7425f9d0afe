import type { FastifyInstance, onRequestHookHandler } from 'fastify';

const BEARER = [{ bearer: [] }];

/**
 * Makes `scope` one audience's entrance (docs/roles-and-ownership.md): `guard` runs before every
 * route registered in it, body validation included, and the OpenAPI document says each needs a
 * bearer token. A route file in the scope declares neither.
 */
export function guardScope(scope: FastifyInstance, guard: onRequestHookHandler): void {
  scope.addHook('onRequest', guard);
  scope.addHook('onRoute', (route) => {
    // The same object the OpenAPI plugin keeps, so the document shows the guard.
    route.schema = { ...route.schema, security: BEARER };
  });
}
