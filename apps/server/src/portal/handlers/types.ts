import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AnswerCache } from '../../domain/search/answer-cache';
import type { SearchTally } from '../../domain/search/search-tally';
import type { ViewTally } from '../../domain/view-tally';

/**
 * `answers`: the searches' answers kept while nothing they read has changed (ADR 99); `searches`: 热门检索's counts,
 * written about once a second (ADR 106); `views`: the detail pages' view counts, written the same way (ADR 112).
 */
export type PortalDeps = { db: Db; now: Clock; answers: AnswerCache; searches: SearchTally; views: ViewTally };

/** Request parts are already validated against portal.yaml when a handler runs. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
