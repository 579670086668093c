import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { cachedBySchema } from './cached-by-schema';

type Serializer = (data: unknown) => string;

// fast-json-stringify's code generation is the largest cost of building a host, and every host and test file builds
// the same schemas, so each schema is compiled once (figures in docs/benchmarks.md). This is the call Fastify's default compiler makes, without external schemas, which these
// hosts never add.
const serializerFor = cachedBySchema((schema) => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer);

export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => serializerFor(schema);
}
