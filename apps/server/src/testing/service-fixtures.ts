import type { LightMyRequestResponse } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import { SAMPLE_FILES, multipartFile } from './material-files';
import { bearer, body, portalTokenFor } from './test-hosts';
import type { Envelope, TestHosts } from './test-hosts';

/** The seeded accounts of the marketplace: an enterprise, the approved institution, the pending one, one that never applied. */
export const MARKET_ACCOUNTS = {
  enterprise: '13800138000',
  otherEnterprise: '13800138001',
  institution: '13900139000',
  pendingInstitution: '13900139001',
  newInstitution: '13900139002',
  admin: 'admin',
} as const;

export const PRODUCT_INPUT: PortalSchemas['ServiceProductInput'] = {
  name: '发明专利申请代理（加急）',
  category: '知识产权',
  needs: ['专利申请代理', '知识产权贯标'],
  summary: '技术交底到递交受理，专人跟进审查意见答复',
  description: '由具备机械、电子、软件背景的专利代理师撰写申请文件，递交后跟进实质审查，答复审查意见不另收费。',
  priceMode: 'fixed',
  price: 6800,
  deliveryDays: 30,
  deliverables: ['专利申请文件', '受理通知书', '审查意见答复'],
  process: ['技术交底', '检索与撰写', '客户确认', '递交受理'],
};

export const ORDER_INPUT = {
  requirements: '我们有一项注塑模具冷却结构的改进，想申请发明专利，希望一个月内递交。',
  contactName: '王经理',
  contactPhone: '13800138000',
};

export const REVIEW_INPUT: PortalSchemas['ServiceReviewInput'] = {
  scores: { quality: 5, responsiveness: 4, professionalism: 5 },
  text: '代理师很懂我们的工艺，交底一次就抓住了要点，递交也很准时。',
};

export type Inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) => Promise<LightMyRequestResponse>;

export function injector(hosts: TestHosts): Inject {
  return (method, url, token, payload) =>
    hosts.portal.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
}

export async function uploadTo(hosts: TestHosts, url: string, token: string, name = '需求说明.pdf', bytes: Buffer = SAMPLE_FILES.pdf, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return hosts.portal.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' }, payload });
}

export { multipartFile };

/** A new product of the token's institution, through 上架审核: the operator approves it, which puts it on the shelf. */
export async function shelvedProduct(hosts: TestHosts, institutionToken: string, input: Partial<PortalSchemas['ServiceProductInput']> = {}): Promise<PortalSchemas['OrgProduct']> {
  const call = injector(hosts);
  const created = await call('POST', '/api/org/products', institutionToken, { ...PRODUCT_INPUT, ...input });
  if (created.statusCode !== 200) throw new Error(`product create failed: ${created.body}`);
  const product = body<Envelope<PortalSchemas['OrgProduct']>>(created).data;
  await approveListing(hosts, product.review?.id);
  const shelved = await call('GET', `/api/org/products/${product.product.id}`, institutionToken);
  return body<Envelope<PortalSchemas['OrgProduct']>>(shelved).data;
}

/** The operator approves a waiting 上架审核. */
export async function approveListing(hosts: TestHosts, reviewId: number | undefined): Promise<void> {
  if (reviewId === undefined) throw new Error('nothing waits for review');
  const answer = await injector(hosts)('POST', `/api/admin/listing-reviews/${reviewId}/approve`, await portalTokenFor(hosts, MARKET_ACCOUNTS.admin), {});
  if (answer.statusCode !== 200) throw new Error(`approval failed: ${answer.body}`);
}

/** 下单 as the portal sends it: the order's fields and its attachments in one multipart body. */
export async function placeOrderWithFiles(
  hosts: TestHosts,
  enterpriseToken: string,
  productId: number,
  files: { name: string; bytes: Buffer }[],
  fields: Record<string, string> = ORDER_INPUT,
) {
  const form = new FormData();
  form.append('productId', String(productId));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return hosts.portal.inject({
    method: 'POST',
    url: '/api/service/orders',
    headers: { ...bearer(enterpriseToken), 'content-type': request.headers.get('content-type') ?? '' },
    payload,
  });
}

export async function placeOrder(hosts: TestHosts, enterpriseToken: string, productId: number): Promise<PortalSchemas['ServiceOrder']> {
  const response = await injector(hosts)('POST', '/api/service/orders', enterpriseToken, { productId, ...ORDER_INPUT });
  if (response.statusCode !== 200) throw new Error(`order failed: ${response.body}`);
  return body<Envelope<PortalSchemas['ServiceOrder']>>(response).data;
}
