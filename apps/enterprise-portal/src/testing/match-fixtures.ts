import type { MatchablePolicy } from '@smes/api';
import { buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { fieldsUsedBy } from '@smes/eligibility';
import { SAMPLE_POLICIES } from '@smes/rule-sets';

/**
 * The sample policies (rule sets as data) as `GET /api/policy-match/policies` serves them (ids 1…n), for
 * tests of the questionnaire, the report and the what-if.
 */
export function samplePolicies(): MatchablePolicy[] {
  return SAMPLE_POLICIES.map((policy, index) => ({
    policyId: index + 1,
    policyTitle: `${policy.ruleSet.name}实施细则`,
    category: policy.category,
    supportAmount: policy.supportAmount,
    ruleSet: JSON.parse(JSON.stringify(policy.ruleSet)) as MatchablePolicy['ruleSet'],
    fields: fieldsUsedBy(policy.ruleSet),
    ...sampleRegion(policy.ruleSet.conditions.flatMap((condition) => ('metric' in condition ? [condition.metric] : []))),
  }));
}

/** The region a sample scheme is written for, read from its registration condition (杭州, 浙江 or the nation). */
function sampleRegion(metrics: readonly string[]): Pick<MatchablePolicy, 'regionCode' | 'regionName'> {
  if (metrics.includes('cityCode')) return { regionCode: '330100', regionName: '杭州市' };
  if (metrics.includes('provinceCode')) return { regionCode: '330000', regionName: '浙江省' };
  return { regionCode: '100000', regionName: '全国' };
}

/** Stores a session the way the login does, so screens render for a signed-in enterprise. */
export function logInForTest(phone = '13800138001'): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userinfo', JSON.stringify({ phone }));
}

/** What every screen of the layout asks for: the visit record and, when signed in, the user's info. */
export function layoutHandlers(visits: string[] = []) {
  return [
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ phone: '13800138001' })) })),
  ];
}
