import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { cachedBySchema } from './cached-by-schema';

type Serializer = (data: unknown) => string;

// fast-json-stringify's code generation was the largest cost of building a host (about 200 ms of the 550 one took
// on the CI machine). This is the call Fastify's default compiler makes, without external schemas, which these
// hosts never add.
const serializerFor = cachedBySchema((schema) => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer);

export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => serializerFor(schema);
}
