import type { FastifyReply } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import type { StoredMatchReport } from '../domain/matching';
import { SUCCESS_MESSAGE } from './constants';
import { ok } from './envelope';
import { loadContract } from '../contract/load-contract';

/**
 * A match report's answer without parsing and writing its payload again (ADR 121, issue 32). The route's own
 * serializer (the contract's response schema) writes the envelope with `match: null`, and the payload's JSON text goes
 * where that `null` is: byte for byte the answer the serializer would have written for the whole report. The text is
 * written once, when the report is saved (`shownMatchJson`), and stored so.
 */

type MatchSummary = PortalSchemas['ReportSummary'] & { projectId: null };

const MATCH_KEY = '"match":';
const MATCH_NULL = `${MATCH_KEY}null`;

/** What the route's serializer writes for a 200 in JSON: the contract's response schema, as Fastify sends it. */
function serialized(reply: FastifyReply, envelope: Record<string, unknown>): string {
  const serialize = reply.getSerializationFunction('200', 'application/json');
  if (!serialize) throw new Error(`no contract serializer for ${reply.request.routeOptions.url ?? 'this route'}`);
  return serialize(envelope);
}

/** The route's answer for `summary` with `match: null`, cut where the null is. */
function envelopeAround(reply: FastifyReply, summary: MatchSummary, msg: string): { before: string; after: string } {
  const text = serialized(reply, ok({ ...summary, match: null, evaluation: null }, msg));
  const at = text.indexOf(MATCH_NULL);
  // Every other key of the envelope precedes or follows `match`, and a string's quotes are escaped: one place only.
  if (at < 0 || text.includes(MATCH_NULL, at + 1)) throw new Error('a report envelope without exactly one "match":null');
  return { before: text.slice(0, at + MATCH_KEY.length), after: text.slice(at + MATCH_NULL.length) };
}

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; additionalProperties?: boolean | Schema; oneOf?: unknown; anyOf?: unknown; allOf?: unknown };
type Projection = (value: unknown) => unknown;

/**
 * A value cut to what a contract schema names, as fast-json-stringify writes it: an object keeps its declared
 * properties, required ones first, each in the schema's order (one allowing additional properties keeps the others
 * after them, as they come), arrays each item, anything else as it is. Only the plain schemas a match report's payload is made of: a combinator is refused at compile time.
 */
function projection(schemas: Record<string, Schema>, root: string): Projection {
  const compiled = new Map<string, Projection>();
  const compile = (schema: Schema): Projection => {
    if (schema.oneOf || schema.anyOf || schema.allOf) throw new Error('a combinator in the match report\'s schemas: cut it with the serializer instead');
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      let known = compiled.get(name);
      if (!known) {
        // Entered before it is compiled, so that a schema naming itself (none does today) would not recurse forever.
        const slot: { project?: Projection } = {};
        known = (value) => (slot.project as Projection)(value);
        compiled.set(name, known);
        const target = schemas[name];
        if (!target) throw new Error(`no schema ${name}`);
        slot.project = compile(target);
      }
      return known;
    }
    if (schema.items) {
      const item = compile(schema.items);
      return (value) => (Array.isArray(value) ? value.map(item) : value);
    }
    if (!schema.properties && schema.type !== 'object') return (value) => value;
    // The serializer writes the required properties first, each group in the schema's order, and refuses an answer
    // without one of them.
    const required = new Set(schema.required ?? []);
    const properties = Object.entries(schema.properties ?? {})
      .map(([key, property]) => [key, compile(property), required.has(key)] as const)
      .sort((a, b) => Number(b[2]) - Number(a[2]));
    const declared = new Set(properties.map(([key]) => key));
    const additional = schema.additionalProperties === true;
    return (value) => {
      if (value === null || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [key, project, isRequired] of properties) {
        const item = (value as Record<string, unknown>)[key];
        if (item !== undefined) out[key] = project(item);
        else if (isRequired) throw new Error(`${key} is required!`);
      }
      // The serializer writes the declared properties first, then any others as they come.
      if (additional) for (const [key, item] of Object.entries(value)) if (!declared.has(key) && item !== undefined) out[key] = item;
      return out;
    };
  };
  return compile({ $ref: `#/components/schemas/${root}` });
}

let matchReportShape: Projection | undefined;

/**
 * The contract's form of a match report's payload as JSON: what the route's serializer writes for `match` (it
 * leaves out what the contract does not name: each policy's rule-set id, name, version and its score's indicators,
 * keeping the score's status and gate), cut from the
 * contract's own schema and written by JSON.stringify, which at a province is several times faster than the
 * serializer (ADR 121; a test holds the two texts equal).
 */
export function shownMatchJson(payload: StoredMatchReport): string {
  matchReportShape ??= projection(loadContract('portal').components?.['schemas'] as Record<string, Schema>, 'MatchReportPayload');
  return JSON.stringify(matchReportShape(payload));
}

/** The answer of a match report, `shownJson` being its `match` as `shownMatchJson` wrote it; JSON, as the route's. */
export function matchReportAnswer(reply: FastifyReply, summary: MatchSummary, shownJson: string, msg: string = SUCCESS_MESSAGE): string {
  const { before, after } = envelopeAround(reply, summary, msg);
  reply.type('application/json; charset=utf-8');
  return `${before}${shownJson}${after}`;
}
