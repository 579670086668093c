import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';

export type PortalDeps = { db: Db; now: Clock };

/** Request parts are already validated against portal.yaml when a handler runs. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
