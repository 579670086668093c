import { findPushJob } from '../../domain/push-matching';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import type { Handler, PortalDeps } from './types';

export const PUSH_JOB_NOT_FOUND = '推送任务不存在';

/** The operator follows a push job that publishing a policy with a rule set enqueued (ADR 22, ADR 67). */
export function adminHandlers({ db }: PortalDeps): Record<string, Handler> {
  return {
    adminPushJob: async (request) => {
      const job = await findPushJob(db, (request.params as { id: number }).id);
      if (!job) throw new HttpError(404, PUSH_JOB_NOT_FOUND);
      return ok(job);
    },
  };
}
