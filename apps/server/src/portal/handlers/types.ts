import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AnswerCache } from '../../domain/search/answer-cache';

/** `answers`: the searches' answers kept while nothing they read has changed (ADR 99). */
export type PortalDeps = { db: Db; now: Clock; answers: AnswerCache };

/** Request parts are already validated against portal.yaml when a handler runs. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
