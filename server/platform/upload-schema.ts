import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadBody } from '../../contracts/core/calls';

/** The route schema of an upload call: its form, one file field, as the OpenAPI document shows it. */
export function uploadSchemaParts(upload: UploadBody) {
  return {
    consumes: ['multipart/form-data'],
    body: z.object({
      [upload.field]: z.file().meta({ description: `The file, at most ${upload.maxBytes} bytes` }),
    }),
  };
}

/**
 * An upload call's validator: its body is a stream nobody has read when validation runs (readUpload reads and
 * checks it after the access check), so the form schema above only documents it. Other parts validate as usual.
 */
export const skipBodyValidation: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
