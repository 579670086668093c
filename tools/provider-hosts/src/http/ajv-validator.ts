import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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

// Every host built in a process (tests build hundreds) routes the same contract, so one Ajv instance
// compiles each distinct schema once. Compiled validators are pure functions of their schema.
let shared: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      shared ??= createAjv();
      validate = shared.compile(schema as object);
      compiled.set(key, validate);
    }
    return validate;
  };
}
