import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { cachedBySchema } from './cached-by-schema';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, so requests are checked with Ajv's 2020 dialect.
 * Coercion turns query strings and form fields into the declared types; `verbose` keeps the failing
 * parameter's schema on each error so the message can say what a valid value looks like.
 */
function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ coerceTypes: true, useDefaults: true, allErrors: false, verbose: true, strict: false });
  addFormats(ajv);
  return ajv;
}

let shared: Ajv2020 | undefined;
const validatorFor = cachedBySchema((schema): ValidateFunction => (shared ??= createAjv()).compile(schema));

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema }) => validatorFor(schema);
}
