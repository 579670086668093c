import type { ApplicationAction } from './types';

/** What an action asks the operator for besides the optional note (the stand-in refuses a step without it). */
export type ApplicationActionInput = 'reason' | 'publicity' | 'disbursement' | null;

export type ApplicationActionInfo = { label: string; input: ApplicationActionInput; tone: 'primary' | 'error' | 'warning' };

/**
 * How the console offers each action. Which actions a state allows is the server's to say (the detail's
 * `actions`, from the stand-in's one state machine); this only names them and the input each one needs.
 */
export const APPLICATION_ACTION_INFO: Readonly<Record<ApplicationAction, ApplicationActionInfo>> = {
  accept: { label: '受理', input: null, tone: 'primary' },
  decline: { label: '不予受理', input: 'reason', tone: 'error' },
  return: { label: '退回补正', input: 'reason', tone: 'warning' },
  startReview: { label: '开始审核', input: null, tone: 'primary' },
  pass: { label: '审核通过', input: null, tone: 'primary' },
  fail: { label: '审核未通过', input: 'reason', tone: 'error' },
  publicize: { label: '公示', input: 'publicity', tone: 'primary' },
  disburse: { label: '拨付', input: 'disbursement', tone: 'primary' },
};
