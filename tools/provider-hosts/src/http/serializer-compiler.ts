import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Serializer = (data: unknown) => string;

// Like the validators (ajv-validator.ts): every host built in a process routes the same contract, and
// fast-json-stringify's code generation was the largest cost of building one (about 200 ms of the 550 a
// host took on the CI machine, and tests build hundreds). A serializer is a pure function of its schema, so
// each distinct response schema is compiled once per process. Fastify's default compiler does exactly
// this call, without external schemas, which these hosts never add.
const compiled = new Map<string, Serializer>();

export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
      compiled.set(key, serialize);
    }
    return serialize;
  };
}
