import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { DemoAccountsHint } from '../pages/login-page';

export type SsoDeps = {
  db: Db;
  now: Clock;
  appOrigins: readonly string[];
  /** Fallback target of every "返回门户" link. */
  portalOrigin: string;
  demo: DemoAccountsHint | null;
};

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
