import type { FastifyReply } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import type { StoredMatchReport } from '../domain/matching';
import { SUCCESS_MESSAGE } from './constants';
import { ok } from './envelope';

/**
 * A match report's answer without parsing and writing its payload again (ADR 121, issue 32). The route's own
 * serializer (the contract's response schema) writes the envelope with `match: null`, and the payload's JSON text goes
 * where that `null` is: byte for byte the answer the serializer would have written for the whole report. The text is
 * the serializer's own too, written once when the report is saved (`shownMatchJson`).
 */

type MatchSummary = PortalSchemas['ReportSummary'] & { projectId: null };

const MATCH_KEY = '"match":';

/** What the route's serializer writes for a 200 in JSON: the contract's response schema, as Fastify sends it. */
function serialized(reply: FastifyReply, envelope: Record<string, unknown>): string {
  const serialize = reply.getSerializationFunction('200', 'application/json');
  if (!serialize) throw new Error(`no contract serializer for ${reply.request.routeOptions.url ?? 'this route'}`);
  return serialize(envelope);
}
const MATCH_NULL = `${MATCH_KEY}null`;

/** The route's answer for `summary` with `match: null`, cut where the null is. */
function envelopeAround(reply: FastifyReply, summary: MatchSummary, msg: string): { before: string; after: string } {
  const text = serialized(reply, ok({ ...summary, match: null, evaluation: null }, msg));
  const at = text.indexOf(MATCH_NULL);
  // Every other key of the envelope precedes or follows `match`, and a string's quotes are escaped: one place only.
  if (at < 0 || text.includes(MATCH_NULL, at + 1)) throw new Error('a report envelope without exactly one "match":null');
  return { before: text.slice(0, at + MATCH_KEY.length), after: text.slice(at + MATCH_NULL.length) };
}

/**
 * The contract's form of a match report's payload as JSON: what the route's serializer writes for `match` (it leaves
 * out what the contract does not name), taken from the answer it writes for the whole report.
 */
export function shownMatchJson(reply: FastifyReply, payload: StoredMatchReport): string {
  const summary: MatchSummary = { id: 0, type: 'match', title: '', createdAt: '', headline: '', projectId: null };
  const { before, after } = envelopeAround(reply, summary, SUCCESS_MESSAGE);
  const whole = serialized(reply, ok({ ...summary, match: payload, evaluation: null }));
  if (!whole.startsWith(before) || !whole.endsWith(after)) throw new Error('the serializer wrote the report envelope differently with its payload');
  return whole.slice(before.length, whole.length - after.length);
}

/** The answer of a match report, `shownJson` being its `match` as `shownMatchJson` wrote it; JSON, as the route's. */
export function matchReportAnswer(reply: FastifyReply, summary: MatchSummary, shownJson: string, msg: string = SUCCESS_MESSAGE): string {
  const { before, after } = envelopeAround(reply, summary, msg);
  reply.type('application/json; charset=utf-8');
  return `${before}${shownJson}${after}`;
}
