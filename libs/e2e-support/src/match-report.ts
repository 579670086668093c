import { expect, type APIRequestContext } from '@playwright/test';
import { xsrfHeaders } from './applications';
import type { Envelope } from './envelope';
import { HOSTS } from './hosts';

/**
 * Saves a 匹配报告 for the account `token` signs in, through the API, the way the questionnaire does; answers its id.
 * The first GET hands the context its XSRF cookie, which the POST then echoes.
 */
export async function saveMatchReport(request: APIRequestContext, token: string): Promise<number> {
  const auth = { Authorization: `Bearer ${token}` };
  await request.get(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: auth });
  const answer = await request.post(`${HOSTS.portalApi}/api/policy-match/report`, { headers: { ...auth, ...(await xsrfHeaders(request)) } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<{ id: number }>).data.id;
}
