import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../contracts/core/codes';
import { API_DOCS_PATH, OPENAPI_PATH } from '../../contracts/core/calls';

/** A route that answers a file instead of the envelope names the file's types in its schema (`file`). */
export interface FileAnswer {
  types: string[];
  description: string;
}

/**
 * The zod contracts' transform, and for a file route its 200 documented as the binary types it answers (zod
 * describes JSON only).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const { file, ...rest } = schema as typeof schema & { file?: FileAnswer };
  if (!file) return { schema, url };
  const binary = { schema: { type: 'string', format: 'binary' } };
  const response = { 200: { description: file.description, content: Object.fromEntries(file.types.map((type) => [type, binary])) } };
  return { schema: { ...rest, response }, url };
};

/** The OpenAPI 3.1 document is generated from the same zod contracts that validate requests. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every answer is the envelope { rspCode, msg, data }; rspCode "200" is success and the HTTP status matches any failure.',
      },
      servers: [{ url: publicUrl }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: false });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
