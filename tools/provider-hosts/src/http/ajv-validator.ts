import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, so requests are checked with Ajv's 2020 dialect.
 * Coercion turns query strings and form fields into the declared types; `verbose` keeps the failing
 * parameter's schema on each error so the message can say what a valid value looks like.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv2020({ coerceTypes: true, useDefaults: true, allErrors: false, verbose: true, strict: false });
  addFormats(ajv);
  return ({ schema }) => ajv.compile(schema as object);
}
