import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBody } from '@shop/contract/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Operation = { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> };
type Document = { paths?: Record<string, Record<string, Operation>> };

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/**
 * A stable, readable operationId from the method and the path, so no route file writes one and a
 * renamed handler changes nothing: `GET /api/fursa/products/{id}/` is `getFursaProductsById`,
 * `GET /sitemap.xml` `getSitemapXml`. Unique because the method and path are (the lint test,
 * openapi-lint.test.ts, fails on a repeated one).
 */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...words(param[1]!)] : words(segment);
    });
  return (
    method.toLowerCase() + parts.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('')
  );
}

/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), ...)`) as `propertyNames` and
 * `required` without `properties`; every key is required, so it is the object of those properties.
 */
function recordsAsObjects(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) recordsAsObjects(child);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const keys = (schema.propertyNames as { enum?: unknown } | undefined)?.enum;
  const values = schema.additionalProperties;
  if (Array.isArray(keys) && typeof values === 'object' && values !== null && !schema.properties) {
    schema.properties = Object.fromEntries(keys.map((key) => [String(key), values]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const child of Object.values(schema)) recordsAsObjects(child);
}

const ERROR_RESPONSE = {
  // Every route can refuse: an undecodable address is a 400 before any route runs (plugins/errors.ts).
  description: 'The request was refused (docs/forms-and-messages.md).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

/**
 * What the route files leave to the document: each operation's id, `security: []` on the public
 * ones (the guarded scopes stamp theirs, api/guarded-scope.ts, and no route outside them checks a
 * token: docs/server-layers.md), and the one error body as every operation's 4XX answer.
 */
function completeOperations(document: Document): void {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, shared] of Object.entries(item)) {
      if (!OPERATION_METHODS.has(method)) continue;
      // One object serves every method of a route registered with several: each gets its own.
      const operation: Operation = { ...shared, responses: { ...shared.responses } };
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
      operation.responses!['4XX'] ??= ERROR_RESPONSE;
      item[method] = operation;
    }
  }
  recordsAsObjects(document.paths);
}

/** The OpenAPI document, generated from the routes' zod schemas, with its page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  const { $schema: _, ...errorBody } = z.toJSONSchema(ErrorBody, { io: 'output' });
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which zod writes as it is (a nullable field is
      // `type: [..., 'null']`); 3.0's `nullable` needs a `type` beside it that unions lack.
      openapi: '3.1.0',
      info: {
        title: 'IGSUM & FURSA shop API',
        description:
          'Tours, Tanzanian products and laptops. Errors share one body: {status, code, message, fields?}.',
        version: '1.0.0',
      },
      // The paths are absolute (`/api/...`): the shop that serves this document serves them.
      servers: [{ url: '/', description: 'this shop' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorBody: errorBody as object },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      // Never Swagger 2 here (`openapi` is set above); the branch is for the type.
      if (!('openapiObject' in document)) return document.swaggerObject;
      completeOperations(document.openapiObject as Document);
      return document.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
