import { getLedgerField, isLedgerFieldKey, outOfRangeMessage } from '@smes/eligibility';
import type { ErrorObject } from 'ajv';
import { fieldProblem } from '../http/validation-message';

/** A contract-level rejection of a ledger body, worded like validateLedger's own messages. */
export function ledgerValidationError(errors: ErrorObject[]): { message: string; fieldErrors: Record<string, string> } {
  const [first] = errors;
  if (!first) return { message: '企业档案数据格式不正确', fieldErrors: { _form: '企业档案数据格式不正确' } };
  if (first.keyword === 'additionalProperties') {
    const key = String((first.params as { additionalProperty: string }).additionalProperty);
    const message = `不支持的档案字段：${key}`;
    return { message, fieldErrors: { [key]: message } };
  }
  const problem = fieldProblem(first);
  if (!problem.field) return { message: '企业档案数据格式不正确', fieldErrors: { _form: '企业档案数据格式不正确' } };
  // A figure out of its range gets the engine's words (its bounds are the contract's), as the form showed them.
  const side = first.keyword === 'minimum' || first.keyword === 'exclusiveMinimum' ? 'below' : first.keyword === 'maximum' || first.keyword === 'exclusiveMaximum' ? 'above' : null;
  if (side && isLedgerFieldKey(problem.field)) {
    const message = outOfRangeMessage(getLedgerField(problem.field), side);
    return { message, fieldErrors: { [problem.field]: message } };
  }
  const label = isLedgerFieldKey(problem.field) ? getLedgerField(problem.field).label : problem.field;
  const message = problem.missing ? `请填写${label}` : `${label}${problem.description}`;
  return { message, fieldErrors: { [problem.field]: message } };
}

/** A ledger text value refused at the edge for a control character or an unpaired surrogate, under its label. */
export function ledgerUnsafeTextError(field: string): { message: string; fieldErrors: Record<string, string> } {
  const label = isLedgerFieldKey(field) ? getLedgerField(field).label : field;
  const message = `${label}不能包含控制字符或无效字符`;
  return { message, fieldErrors: { [field]: message } };
}
