import { validateIpRecord } from '@smes/eligibility';
import type { IpRecordInput } from '@smes/eligibility';
import { deleteIpRecord, insertIpRecord, ipRecordList, updateIpRecord } from '../../domain/ip-records';
import { HttpError } from '../../http/http-error';
import { FieldValidationError } from '../../shared/domain-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';

export const IP_RECORD_NOT_FOUND = '知识产权记录不存在';

/** The contract has checked the shape; the rules it cannot state (number format, dates) are the engine lib's. */
function validInput(body: unknown, now: Date): IpRecordInput {
  const input = body as IpRecordInput;
  const errors = validateIpRecord(input, now);
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors as Record<string, string>);
  return input;
}

/** 知识产权台账 (企业评测 › knowledgeRecord): an account reads and writes only its own records. */
export function ipRecordHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    ipRecordList: async (request) => ok(await ipRecordList(db, requireSession(request).user.id)),
    ipRecordCreate: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      return ok(await insertIpRecord(db, user.id, validInput(request.body, at), at), '已添加到知识产权台账');
    },
    ipRecordUpdate: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as { id: number };
      const at = now();
      const record = await updateIpRecord(db, user.id, id, validInput(request.body, at), at);
      if (!record) throw new HttpError(404, IP_RECORD_NOT_FOUND);
      return ok(record, '已保存');
    },
    ipRecordDelete: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as { id: number };
      if (!await deleteIpRecord(db, user.id, id, now())) throw new HttpError(404, IP_RECORD_NOT_FOUND);
      return ok(null, '已删除');
    },
  };
}
