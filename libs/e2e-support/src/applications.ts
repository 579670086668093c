import { expect, type APIRequestContext } from '@playwright/test';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { ACCOUNTS, HOSTS, type AccountName } from './hosts';
import type { Envelope } from './envelope';

type Material = { materialId: string; name: string; required: boolean };
type Application = { id: number; projectId: number; projectName: string; status: string; materials: Material[] };

export type ApiSession = { token: string; headers: () => Promise<Record<string, string>> };

/** The bearer token and the double-submit XSRF header of the context's cookie (the `request` fixture holds one from the start). */
async function headersFor(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${token}`, ...(await xsrfHeaders(request)) };
}

/**
 * The double-submit header of the context's XSRF cookie: the `request` fixture holds one from the start; any
 * other context (a page's) holds the one its first answer handed out.
 */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value;
  return xsrf ? { [XSRF_HEADER_NAME]: xsrf } : {};
}

/** Logs `account` in through the portal API (no browser), for set-up and checks beside a journey. */
export async function apiLogin(request: APIRequestContext, account: AccountName): Promise<ApiSession> {
  const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { ...ACCOUNTS[account] }, headers: await xsrfHeaders(request) });
  const envelope = (await answer.json()) as Envelope<{ token: string }>;
  expect(envelope.code, envelope.msg).toBe(200);
  const { token } = envelope.data;
  return { token, headers: () => headersFor(request, token) };
}

async function envelopeOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * An application of the enterprise `account`, every required file uploaded and submitted — where the
 * operator takes over (兑现进度). Projects come from the second page of open ones, away from those the
 * application journeys open, and one with an application already is skipped.
 */
export async function submittedApplication(request: APIRequestContext, account: AccountName = 'enterprise'): Promise<Application> {
  const session = await apiLogin(request, account);
  const page = await envelopeOf<{ rows: { id: number }[] }>(
    await request.get(`${HOSTS.portalApi}/api/gDeclaraManage/list?status=open&pageNum=2&pageSize=10`, { headers: await session.headers() }),
  );
  for (const project of page.rows) {
    const application = await envelopeOf<Application>(
      await request.post(`${HOSTS.portalApi}/api/application`, { headers: await session.headers(), data: { projectId: project.id } }),
    );
    if (application.status !== 'draft') continue;
    for (const material of application.materials.filter((item) => item.required)) {
      await envelopeOf(
        await request.post(`${HOSTS.portalApi}/api/application/${application.id}/materials/${material.materialId}/file`, {
          headers: await session.headers(),
          multipart: { file: { name: `${material.materialId}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
        }),
      );
    }
    return envelopeOf<Application>(await request.post(`${HOSTS.portalApi}/api/application/${application.id}/submit`, { headers: await session.headers() }));
  }
  throw new Error('no open project left for a new application');
}

export type OperatorStep = { action: string; from: string; reason?: string; note?: string; publicity?: { start: string; end: string }; disbursement?: { amountWan: number; date: string } };

/** One operator step straight through the API (the portal's journeys run without the console). */
export async function operatorStep(request: APIRequestContext, operator: ApiSession, id: number, step: OperatorStep): Promise<void> {
  await envelopeOf(await request.post(`${HOSTS.portalApi}/api/admin/applications/${id}/transition`, { headers: await operator.headers(), data: step }));
}
