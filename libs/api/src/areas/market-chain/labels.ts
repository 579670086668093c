import type { ChainContactState } from './types';

/** What the enterprise and the operator read for each step of a 我要对接 request (the server's 409 says the same). */
export const CHAIN_CONTACT_STATE_LABELS: Record<ChainContactState, string> = {
  submitted: '已提交对接',
  contacted: '平台已联系链主',
  matched: '对接成功',
  declined: '未能对接',
};
