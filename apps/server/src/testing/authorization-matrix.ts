import type { LightMyRequestResponse } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import { chinaToday } from '@smes/eligibility';
import type { PolicyDocument } from '@smes/policy-desk';
import { DAY_MS, addMs } from '../clock';
import type { ContractName } from '../contract/load-contract';
import { SMS_VERIFICATION_MESSAGES } from '../domain/sms-codes';
import { DEMO_PASSWORD } from '../seed/accounts';
import { makeCreditCode } from '../seed/credit-code';
import { SAMPLE_FILES } from './material-files';
import { completeDocument, rdSubsidyRules } from './policy-desk-fixtures';
import { ORDER_INPUT, PRODUCT_INPUT, REVIEW_INPUT } from './service-fixtures';
import { PORTAL_HOME } from './test-hosts';

/**
 * Who may call each operation of both contracts, as data: one row per operationId, naming the accounts it is for,
 * whose record the request names, and the answer a permitted caller gets. The test (authorization-matrix.test.ts)
 * calls every operation as each role and asserts the answer the row implies: 401 without a login, 403 for an
 * account the operation is not for, 404 for someone else's record, the row's answer for the owner. The contract
 * fuzz reads `who` to hold every fuzzed request of a caller who may not call the operation to 401/403.
 *
 * A new operation needs a row here, or the test fails. Add it in the contract's order; `request` gets a context
 * to build what the request names (as the owner, through the API) and answers the path parameters, query and body.
 */

/** The callers of the matrix, in the order each operation is called: the owner of a record last. */
export const ROLES = ['anonymous', 'pendingOrg', 'certifiedOrg', 'operator', 'enterpriseB', 'enterpriseA'] as const;
export type Role = (typeof ROLES)[number];

/** The seeded account behind each role. */
export const ROLE_LOGINS: Record<Exclude<Role, 'anonymous'>, string> = {
  enterpriseA: '13800138000',
  enterpriseB: '13800138001',
  certifiedOrg: '13900139000',
  pendingOrg: '13900139001',
  operator: 'admin',
};

export type AccountKind = 'enterprise' | 'org' | 'certifiedOrg' | 'admin';

export const ROLE_KINDS: Record<Role, readonly AccountKind[]> = {
  anonymous: [],
  enterpriseA: ['enterprise'],
  enterpriseB: ['enterprise'],
  certifiedOrg: ['org', 'certifiedOrg'],
  pendingOrg: ['org'],
  operator: ['admin'],
};

/** `anyone` takes anonymous calls; `login` any account; a list, those kinds of account only. */
export type Who = 'anyone' | 'login' | readonly AccountKind[];

export type MatrixRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** JSON, or form fields for an operation that only takes forms (the SSO pages). */
  body?: object;
  /** One file in the part named `part` (`file` unless said; 下单 sends its attachments as `files`). */
  multipart?: { name: string; bytes: Buffer; fields?: Record<string, string>; part?: string };
  /** The notes token for the `thinkToken` operations and the material-writing page; the role's own by default. */
  notesToken?: string | null;
  /**
   * A form of the material-writing page: the notes token goes as its `notes_session` cookie (none for a role without
   * one), with the XSRF cookie the page's browser holds echoed in the form's `xsrfToken` field.
   */
  notesSession?: true;
  remoteAddress?: string;
};

/** A role, or the login of an account outside the matrix (a demand's publisher, a new institution). */
export type Caller = Role | { login: string };

export type MatrixContext = {
  /** A fresh portal token of the role (undefined for anonymous): a logout in one call leaves the next alone. */
  token(role: Role): Promise<string | undefined>;
  /** A fresh notes token of the role, or undefined where its account has no notes application. */
  notesToken(role: Role): Promise<string | undefined>;
  /** A call through the portal API, for set-up; throws unless it answers 200, and answers `data`. */
  as<T>(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object): Promise<T>;
  upload<T>(caller: Caller, url: string, name?: string, bytes?: Buffer, fields?: Record<string, string>, part?: string): Promise<T>;
  /** A raw call to a host, for set-up that is not a JSON answer (the assistant's stream, the SSO pages). */
  raw(host: ContractName, method: 'GET' | 'POST', url: string, options?: { caller?: Caller; body?: object; form?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** The id the query finds in the database. */
  id(sql: string, ...params: unknown[]): Promise<number>;
  /** The text the query finds (`AS value`). */
  text(sql: string, ...params: unknown[]): Promise<string>;
  /** Built once per run and shared by the rows that name it. */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** A number unique within the run, for phones, titles and addresses. */
  next(): number;
  now(): Date;
};

export type MatrixRow = {
  who: Who;
  /** The record the request names belongs to this role: other callers allowed the operation are told it does not exist. */
  owner?: Role;
  /** Roles that may act on the owner's record too (the institution an order went to, the operator reviewing). */
  sharedWith?: readonly Role[];
  /** A permitted caller's answer (200 unless said): 302 for a form that logs in, 409 where the record's state allows no more. */
  ok?: number;
  /** And its message, where the status alone would not tell the right refusal from another. */
  okMessage?: string;
  /** What a permitted caller that is neither owner nor shared gets; 404 unless said. */
  others?: number;
  /** Answers the rule above does not give, by role (a role without a notes application has no notes token: 401). */
  answers?: Partial<Record<Role, number>>;
  request(context: MatrixContext, role: Role): MatrixRequest | Promise<MatrixRequest>;
};

/** The answer `role` must get for the row. */
export function expectedAnswer(row: MatrixRow, role: Role): number {
  const special = row.answers?.[role];
  if (special !== undefined) return special;
  if (role === 'anonymous' && row.who !== 'anyone') return 401;
  const kinds = ROLE_KINDS[role];
  const permitted = row.who === 'anyone' || row.who === 'login' || row.who.some((kind) => kinds.includes(kind));
  if (!permitted) return 403;
  if (row.owner !== undefined && role !== row.owner && !row.sharedWith?.includes(role)) return row.others ?? 404;
  return row.ok ?? 200;
}

/** Whether the role may call the operation at all (the fuzz holds every other caller to 401/403). */
export function mayCall(row: MatrixRow, role: Role): boolean {
  if (role === 'anonymous') return row.who === 'anyone';
  return row.who === 'anyone' || row.who === 'login' || row.who.some((kind) => ROLE_KINDS[role].includes(kind));
}

// ---- what the requests name ---------------------------------------------------------------------------------------

const E: readonly AccountKind[] = ['enterprise'];
const CERTIFIED: readonly AccountKind[] = ['certifiedOrg'];
const ORG: readonly AccountKind[] = ['org'];
const ADMIN: readonly AccountKind[] = ['admin'];
const ANY_ACCOUNT = 'login';
const none = (): MatrixRequest => ({});

/** An enterprise outside the matrix: it publishes the demands 企业 A and B answer. */
const OUTSIDER: Caller = { login: '13800138002' };

type Order = PortalSchemas['ServiceOrder'];

async function openProject(context: MatrixContext, offset: number): Promise<number> {
  const at = context.now().toISOString();
  return await context.id('SELECT id FROM declaration_projects WHERE start_time <= ? AND end_time >= ? ORDER BY id LIMIT 1 OFFSET ?', at, at, offset);
}

/** 企业 A's draft application whose materials the rows edit. */
const draftApplication = (context: MatrixContext) =>
  context.once('draft application', async () => await context.as<PortalSchemas['Application']>('enterpriseA', 'POST', '/api/application', { projectId: await openProject(context, 0) }));

function materialsOf(application: PortalSchemas['Application']) {
  const required = application.materials.filter((material) => material.required);
  const optional = application.materials.find((material) => !material.required);
  if (required.length < 2 || !optional) throw new Error('the open project needs two required materials and an optional one');
  return { first: required[0]?.materialId ?? '', second: required[1]?.materialId ?? '', optional: optional.materialId };
}

/** A file on the material of 企业 A's draft, uploaded as 企业 A, so the request names a file that exists. */
async function materialWithFile(context: MatrixContext, which: 'first' | 'second'): Promise<MatrixRequest['params']> {
  const application = await draftApplication(context);
  const materialId = materialsOf(application)[which];
  await context.upload('enterpriseA', `/api/application/${application.id}/materials/${materialId}/file`, '营业执照.pdf');
  return { id: application.id, materialId };
}

/** 企业 A's application with every required material uploaded, ready to submit. */
const readyApplication = (context: MatrixContext) =>
  context.once('ready application', async () => {
    const application = await context.as<PortalSchemas['Application']>('enterpriseA', 'POST', '/api/application', { projectId: await openProject(context, 1) });
    for (const material of application.materials.filter((item) => item.required)) {
      await context.upload('enterpriseA', `/api/application/${application.id}/materials/${material.materialId}/file`, '材料.pdf');
    }
    return application.id;
  });

/** The material of the application that is filled or ticked online (`onlineForm`, `commitment`), not uploaded. */
function onlineMaterial(application: PortalSchemas['Application'], mode: 'onlineForm' | 'commitment'): string {
  const material = application.materials.find((item) => item.mode === mode);
  if (!material) throw new Error(`the open project needs a ${mode} material`);
  return material.materialId;
}

/** 企业 A's draft's 项目申报书, or 信用承诺书: the application and the material the request names. */
async function onlineMaterialOfDraft(context: MatrixContext, mode: 'onlineForm' | 'commitment'): Promise<{ id: number; materialId: string }> {
  const application = await draftApplication(context);
  return { id: application.id, materialId: onlineMaterial(application, mode) };
}

/** A 项目申报书 with every field the generated PDF needs. */
const FORM_FIELDS: PortalSchemas['ApplicationFormFields'] = {
  enterpriseName: '杭州云栖智造科技有限公司',
  creditCode: '91330110MA2H3K8X5F',
  registeredAddress: '浙江省杭州市余杭区',
  legalRepresentative: '陈立群',
  contactName: '周敏',
  contactPhone: '13800138000',
  mainProducts: '工业视觉检测设备',
  employeesTotal: 210,
  revenueY1: 6800,
  rdExpenseY1: 520,
  netProfitY1: 610,
  projectTitle: '工业视觉检测产线建设项目',
  projectSummary: '建设工业视觉检测产线，年检测能力 1200 万件。',
  expectedOutcome: '检测效率提升三成',
  requestedAmount: 50,
};

/** 企业 A's draft's 项目申报书, saved as 企业 A, so a 申报书 can be generated from it. */
const savedForm = (context: MatrixContext) =>
  context.once('saved form', async () => {
    const params = await onlineMaterialOfDraft(context, 'onlineForm');
    await context.as('enterpriseA', 'PUT', `/api/application/${params.id}/materials/${params.materialId}/form`, FORM_FIELDS);
    return params;
  });

/** 企业 A's application, submitted and not yet acted on by the department, so it can be withdrawn. */
const submittedApplication = (context: MatrixContext) =>
  context.once('submitted application of A', async () => {
    const application = await context.as<PortalSchemas['Application']>('enterpriseA', 'POST', '/api/application', { projectId: await openProject(context, 2) });
    for (const material of application.materials.filter((item) => item.required)) {
      await context.upload('enterpriseA', `/api/application/${application.id}/materials/${material.materialId}/file`, '材料.pdf');
    }
    await context.as('enterpriseA', 'POST', `/api/application/${application.id}/submit`);
    return application.id;
  });

/** The operator approves a product's or case's pending 上架审核 (a product then goes on shelf by itself). */
async function approveListing(context: MatrixContext, review: { id: number } | null): Promise<void> {
  if (!review) throw new Error('a new product or case waits in 上架审核');
  await context.as('operator', 'POST', `/api/admin/listing-reviews/${review.id}/approve`, {});
}

/** A product of the 认证机构 through 上架审核 onto the shelf, priced as `input` says. */
async function listedProduct(context: MatrixContext, input: PortalSchemas['ServiceProductInput'] = PRODUCT_INPUT): Promise<number> {
  const created = await context.as<PortalSchemas['OrgProduct']>('certifiedOrg', 'POST', '/api/org/products', input);
  await context.upload('certifiedOrg', `/api/org/products/${created.product.id}/cover`, 'cover.png', SAMPLE_FILES.png);
  await approveListing(context, created.review);
  return created.product.id;
}

const product = (context: MatrixContext) => context.once('product', async () => await listedProduct(context));
/** A 起价 product: its orders are quoted before work starts. */
const quotedProduct = (context: MatrixContext) => context.once('quoted product', async () => await listedProduct(context, { ...PRODUCT_INPUT, priceMode: 'from', price: 6700 }));

/** 企业 A's order of the 起价 product, quoted by the institution when `quoted`. */
async function quoteOrder(context: MatrixContext, quoted: boolean): Promise<Order> {
  const order = await placeOrder(context, await quotedProduct(context));
  if (quoted) await context.as('certifiedOrg', 'POST', `/api/org/orders/${order.id}/quote`, { price: 9800, note: '两件发明专利的撰写与提交' });
  return order;
}

/** 下单 as 企业 A: the order and one requirement file in one multipart request. */
const placeOrder = async (context: MatrixContext, productId: number) =>
  await context.upload<Order>('enterpriseA', '/api/service/orders', '需求说明.pdf', SAMPLE_FILES.pdf, { productId: String(productId), ...ORDER_INPUT }, 'files');

type OrderStage = 'pending' | 'accepted' | 'in_progress' | 'delivered' | 'completed' | 'reviewed';
const STAGES: readonly OrderStage[] = ['pending', 'accepted', 'in_progress', 'delivered', 'completed', 'reviewed'];

/** A new order of 企业 A at the 认证机构, moved on by both sides to `stage`. */
async function orderAt(context: MatrixContext, stage: OrderStage): Promise<Order> {
  const order = await placeOrder(context, await product(context));
  const wanted = STAGES.indexOf(stage);
  const steps: [Caller, string, object][] = [
    ['certifiedOrg', `/api/org/orders/${order.id}/accept`, { expectedStatus: 'pending' }],
    ['certifiedOrg', `/api/org/orders/${order.id}/start`, {}],
    ['certifiedOrg', `/api/org/orders/${order.id}/deliver`, { note: '专利申请已递交，受理通知书见附件。' }],
    ['enterpriseA', `/api/service/orders/${order.id}/confirm`, {}],
    ['enterpriseA', `/api/service/orders/${order.id}/review`, REVIEW_INPUT],
  ];
  for (const [caller, url, body] of steps.slice(0, wanted)) await context.as(caller, 'POST', url, body);
  return order;
}

/** One order per stage, shared by the rows that only read it. */
const sharedOrder = (context: MatrixContext, stage: OrderStage) => context.once(`order ${stage}`, async () => await orderAt(context, stage));

/** A file 企业 A attached to a pending order of its own, one per `key` (an order holds at most five). */
function orderFile(context: MatrixContext, key: string): Promise<{ id: number; fileId: number }> {
  return context.once(key, async () => {
    const order = await orderAt(context, 'pending');
    const updated = await context.upload<Order>('enterpriseA', `/api/service/orders/${order.id}/files`, '需求说明.pdf');
    return { id: order.id, fileId: updated.files.at(-1)?.id ?? 0 };
  });
}

const CASE_INPUT = {
  title: '注塑企业高企认定一次通过',
  category: '科技咨询',
  clientIndustry: '橡胶和塑料制品业',
  summary: '补齐研发费用归集，一次通过认定',
  problem: '研发费用没有单独归集。',
  approach: '按项目重建研发台账并补充专利。',
  result: '当年通过高新技术企业认定。',
  completedOn: '2026-05-20',
  productId: null,
  consented: true,
  consentBy: '客户总经理 李某',
  consentOn: '2026-06-01',
  published: true,
};

const newCase = async (context: MatrixContext) => (await context.as<PortalSchemas['OrgCase']>('certifiedOrg', 'POST', '/api/org/cases', CASE_INPUT)).case.id;
const sharedCase = (context: MatrixContext) =>
  context.once('case', async () => {
    const created = await context.as<PortalSchemas['OrgCase']>('certifiedOrg', 'POST', '/api/org/cases', CASE_INPUT);
    await approveListing(context, created.review);
    return created.case.id;
  });
/** A new product's pending 上架审核, one per `key`. */
const pendingListing = (context: MatrixContext, key: string) =>
  context.once(key, async () => {
    const created = await context.as<PortalSchemas['OrgProduct']>('certifiedOrg', 'POST', '/api/org/products', PRODUCT_INPUT);
    if (!created.review) throw new Error('a new product waits in 上架审核');
    return created.review.id;
  });
const newProduct = async (context: MatrixContext) => (await context.as<PortalSchemas['OrgProduct']>('certifiedOrg', 'POST', '/api/org/products', PRODUCT_INPUT)).product.id;

function demandInput(context: MatrixContext, submit: boolean) {
  return {
    type: 'outsourcing',
    title: `仓库管理系统二次开发外包 ${context.next()}`,
    description: '现有仓库管理系统需增加波次拣货和库位优化功能，并与电商平台订单接口对接，要求三个月内上线。',
    budgetMin: null,
    budgetMax: null,
    regionCode: '330108',
    industry: 'I',
    deadline: addMs(context.now(), 30 * DAY_MS).toISOString().slice(0, 10),
    contactName: '周思远',
    contactPhone: '13800138000',
    submit,
  };
}

const RESPONSE_INPUT = { message: '我们做过多个仓储系统的波次拣货改造，可先做需求调研。', contactName: '李文博', contactPhone: '13800138001' };

/** A demand submitted for review by `publisher`. */
async function submittedDemand(context: MatrixContext, publisher: Caller): Promise<number> {
  return (await context.as<PortalSchemas['DemandRecordDetail']>(publisher, 'POST', '/api/market/my-demands', demandInput(context, true))).record.demand.id;
}

/** A demand of `publisher`, approved by the operator and so open to responses. */
async function openDemand(context: MatrixContext, publisher: Caller): Promise<number> {
  const id = await submittedDemand(context, publisher);
  await context.as('operator', 'POST', `/api/admin/demands/${id}/approve`, {});
  return id;
}

/** The outsider's open demand, which 企业 A and B may answer. */
/** The n-th open opportunity of the chains (by id): each set-up below asks on its own one. */
const openOpportunity = (context: MatrixContext, n: number) =>
  context.id('SELECT id FROM chain_opportunities WHERE deadline >= ? ORDER BY id LIMIT 1 OFFSET ?', chinaToday(context.now()), n);
const CHAIN_CONTACT_INPUT = { contactName: '陈立', contactPhone: '13700137000', note: '我司可提供精密结构件加工，月产能 2 万件。' };
/** The outsider's request on the n-th opportunity, waiting for the operator, or already relayed (`contacted`). */
const chainContact = (context: MatrixContext, n: number, contacted: boolean) =>
  context.once(`chain contact ${n}`, async () => {
    const created = await context.as<PortalSchemas['ChainContactRequest']>(OUTSIDER, 'POST', `/api/market/chain/opportunities/${await openOpportunity(context, n)}/contact-requests`, CHAIN_CONTACT_INPUT);
    if (contacted) await context.as('operator', 'POST', `/api/admin/chain-contact-requests/${created.id}/contacted`, { note: '已联系链主采购部' });
    return created.id;
  });

const outsideDemand = (context: MatrixContext) => context.once('outside demand', async () => await openDemand(context, OUTSIDER));

/** 企业 A's answer to the outsider's demand, with a file. */
const answeredDemand = (context: MatrixContext) =>
  context.once('answer', async () => {
    const demand = await context.once('answered demand', async () => await openDemand(context, OUTSIDER));
    const response = await context.as<PortalSchemas['DemandResponse']>('enterpriseA', 'POST', `/api/market/demands/${demand}/responses`, RESPONSE_INPUT);
    await context.upload('enterpriseA', `/api/market/responses/${response.id}/file`, '方案.pdf');
    return response.id;
  });

/** 企业 A's open demand with an answer from the outsider; `accepted` takes the answer. */
async function demandWithAnswer(context: MatrixContext, accepted: boolean): Promise<{ id: number; responseId: number }> {
  const id = await openDemand(context, 'enterpriseA');
  const response = await context.as<PortalSchemas['DemandResponse']>(OUTSIDER, 'POST', `/api/market/demands/${id}/responses`, { ...RESPONSE_INPUT, contactPhone: '13800138002' });
  if (accepted) await context.as('enterpriseA', 'POST', `/api/market/my-demands/${id}/accept`, { responseId: response.id });
  return { id, responseId: response.id };
}

const IP_RECORD = {
  kind: 'invention',
  name: '一种产线视觉检测的光照补偿方法',
  status: 'granted',
  appliedAt: '2024-01-10',
  grantedAt: '2026-03-20',
  owner: '杭州云栖智造科技有限公司',
};
const ipRecord = (context: MatrixContext) => {
  const serial = context.next();
  return { ...IP_RECORD, number: `ZL2024${String(serial).padStart(8, '0')}.${serial % 10}` };
};
const newIpRecord = async (context: MatrixContext) => (await context.as<PortalSchemas['IpRecord']>('enterpriseA', 'POST', '/api/enterprise/ip-records', ipRecord(context))).id;

const openActivity = async (context: MatrixContext, offset: number) =>
  await context.id(
      `SELECT id FROM activities WHERE registration_deadline > ? AND capacity - seats_taken >= 8 AND mode = 'online' ORDER BY id LIMIT 1 OFFSET ?`,
      context.now().toISOString(),
      offset,
    );
const REGISTRATION = { contactName: '王晓明', contactPhone: '13800138000', enterpriseName: '杭州云栖智造科技有限公司', attendees: 1 };
/** 企业 A's registration for an activity of its own per `offset` (one registration per activity and account). */
const registration = (context: MatrixContext, offset: number) =>
  context.once(`registration ${offset}`, async () => (await context.as<{ id: number }>('enterpriseA', 'POST', `/api/activity/${await openActivity(context, offset)}/registrations`, REGISTRATION)).id);

const firstChapter = async (context: MatrixContext) => await context.id('SELECT id FROM course_chapters ORDER BY id LIMIT 1');
const firstCourse = async (context: MatrixContext) => await context.id('SELECT course_id AS id FROM course_chapters ORDER BY id LIMIT 1');

/** A certification application of a new institution account, submitted for review. */
async function submittedCertification(context: MatrixContext): Promise<number> {
  const serial = context.next();
  const phone = `1350013${String(serial).padStart(4, '0')}`;
  const name = `杭州知行检测技术有限公司${serial}`;
  const register = await context.raw('sso', 'POST', '/register', {
    form: { phone, password: DEMO_PASSWORD, enterpriseName: name, userType: 'org', agree: 'yes', backUrl: PORTAL_HOME },
  });
  if (register.statusCode !== 302) throw new Error(`registration failed: ${register.body.slice(0, 200)}`);
  const applicant: Caller = { login: phone };
  await context.as(applicant, 'PUT', '/api/org/certification', {
    name,
    creditCode: makeCreditCode({ division: '330106', organizationBody: String(71_000_000 + serial) }),
    legalPerson: '周明',
    regionCode: '330106',
    address: '杭州市西湖区文三路 90 号',
    serviceCategories: ['检验检测'],
    description: '从事电子电气产品安规与电磁兼容检测。',
    intro: '电子电气安规与电磁兼容检测',
    foundedYear: 2012,
    staffSize: '50-99 人',
    contactName: '周明',
    contactPhone: phone,
    contactEmail: 'zhou@zhixing.example.cn',
    commitment: true,
  });
  await context.upload(applicant, '/api/org/certification/files', '营业执照.pdf', SAMPLE_FILES.pdf, { slot: 'license' });
  await context.upload(applicant, '/api/org/certification/files', 'CMA证书.pdf', SAMPLE_FILES.pdf, { slot: 'certificate', category: '检验检测' });
  return (await context.as<PortalSchemas['CertificationApplication']>(applicant, 'POST', '/api/org/certification/submit')).id;
}

/** A newly certified institution's certificate, approved by the operator for its public page. */
async function publicCertificate(context: MatrixContext): Promise<{ id: number; fileId: number }> {
  const id = await submittedCertification(context);
  const application = await context.as<PortalSchemas['CertificationApplication']>('operator', 'GET', `/api/admin/certifications/${id}`);
  const certificate = application.files.find((file) => file.slot === 'certificate');
  if (!certificate) throw new Error('the application has no certificate');
  const approved = await context.as<PortalSchemas['CertificationApplication']>('operator', 'POST', `/api/admin/certifications/${id}/approve`, { publicFileIds: [certificate.id] });
  return { id: approved.institutionId ?? 0, fileId: certificate.id };
}

/** The pending institution's own certification (seeded, under review) and one of its files. */
const pendingCertification = async (context: MatrixContext) => await context.id('SELECT id FROM certifications WHERE user_id = (SELECT id FROM users WHERE username = ?)', ROLE_LOGINS.pendingOrg);
const pendingCertificationFile = async (context: MatrixContext) => await context.id('SELECT id FROM certification_files WHERE certification_id = ? ORDER BY id LIMIT 1', await pendingCertification(context));

type DeskDetail = PortalSchemas['PolicyDeskDetail'];

/** The operator outside the matrix: it drafts and submits what the matrix's operator reviews (nobody reviews their own). */
const SECOND_OPERATOR: Caller = { login: 'admin2' };

/** A complete policy with a 文号 and title of its own, so each draft of the run can be published. */
function deskDocument(context: MatrixContext): PolicyDocument {
  const n = context.next();
  return completeDocument({ title: `杭州市企业研发费用投入补助实施细则（第 ${n} 稿）`, docNo: `杭科高〔2026〕${200 + n}号` });
}

/** One condition of the fixture's text, for a trial run: 第一条 has no enumerated items to map. */
const TRIAL_RULES: PortalSchemas['PolicyRules'] = {
  conditions: [
    { id: 'c1', title: '上年度研发费用不低于 100 万元', kind: 'hard', articleId: 'a1', item: null, decidedBy: 'ledger', metric: 'rdExpenseY1', op: '>=', value: 100, evidence: '研发费用专项审计报告', reason: null },
  ],
  funding: null,
};

const deskDraft = async (context: MatrixContext, caller: Caller = 'operator') => await context.as<DeskDetail>(caller, 'POST', '/api/admin/policy-desk', { document: deskDocument(context) });

const deskStep = (detail: DeskDetail): MatrixRequest => ({ params: { id: detail.id }, body: { edits: detail.open?.edits ?? 0 } });

async function pendingDraft(context: MatrixContext): Promise<DeskDetail> {
  const draft = await deskDraft(context, SECOND_OPERATOR);
  return await context.as<DeskDetail>(SECOND_OPERATOR, 'POST', `/api/admin/policy-desk/${draft.id}/submit`, deskStep(draft).body);
}

/** Drafted by the second operator, approved by the matrix's: on the portal, with a push job where it writes rules. */
async function publishedDesk(context: MatrixContext, withRules = false): Promise<PortalSchemas['PolicyDeskApproval']> {
  const draft = await context.as<DeskDetail>(SECOND_OPERATOR, 'POST', '/api/admin/policy-desk', { document: { ...deskDocument(context), rules: withRules ? rdSubsidyRules('a1', 'a2') : null } });
  const pending = await context.as<DeskDetail>(SECOND_OPERATOR, 'POST', `/api/admin/policy-desk/${draft.id}/submit`, deskStep(draft).body);
  return await context.as<PortalSchemas['PolicyDeskApproval']>('operator', 'POST', `/api/admin/policy-desk/${pending.id}/approve`, deskStep(pending).body);
}

/** A conversation of 企业 A with the assistant: its id and the answer's message id. */
async function askAsA(context: MatrixContext): Promise<{ conversationId: string; messageId: string }> {
  const stream = await context.raw('portal', 'POST', '/api/assistant/ask', { caller: 'enterpriseA', body: { question: '我能申请研发费用补助吗', conversationId: null, context: null } });
  return JSON.parse(/data: (.*)/.exec(stream.body)?.[1] ?? '{}') as { conversationId: string; messageId: string };
}

async function fundApplicationInput(context: MatrixContext) {
  const fund = await context.id('SELECT id FROM fund_products ORDER BY id LIMIT 1');
  const row = await context.id('SELECT amount_min AS id FROM fund_products WHERE id = ?', fund);
  const term = await context.id('SELECT term_min AS id FROM fund_products WHERE id = ?', fund);
  return { productId: fund, amount: row, termMonths: term, purpose: '购置检测设备与原材料', contactName: '陈思远', contactPhone: '13800138000' };
}

async function talentContractInput(context: MatrixContext, offset: number) {
  const talent = await context.id("SELECT id FROM talents WHERE pay_unit = 'project' ORDER BY id DESC LIMIT 1 OFFSET ?", offset);
  const pay = await context.id('SELECT pay_min AS id FROM talents WHERE id = ?', talent);
  return { talentId: talent, role: '专利布局顾问', amount: pay, startDate: '2026-07-01', endDate: '2026-08-31', message: '请帮我们梳理产品线的专利布局。' };
}

const SUBSCRIPTION = { categories: ['资金扶持'], regionCodes: ['330200'], industries: ['C'], notifyPolicies: true, notifyNotices: false, notifyMatches: false };
const A_MESSAGE = async (context: MatrixContext) => await context.id('SELECT id FROM messages WHERE user_id = (SELECT id FROM users WHERE username = ?) ORDER BY id LIMIT 1', ROLE_LOGINS.enterpriseA);
const noticeId = async (context: MatrixContext) => await context.id('SELECT id FROM notices ORDER BY id LIMIT 1');
const freshPhone = (context: MatrixContext) => `1370014${String(context.next()).padStart(4, '0')}`;
/** Its own address per registration, so the per-address limit (10 an hour) does not answer for the matrix. */
const freshAddress = (context: MatrixContext) => `198.18.${Math.floor(context.next() / 250)}.${(context.next() % 250) + 1}`;

// ---- the portal API (portal.yaml) ----------------------------------------------------------------------------------

export const PORTAL_MATRIX: Record<string, MatrixRow> = {
  userLogin: { who: 'anyone', request: (context) => ({ body: { username: ROLE_LOGINS.enterpriseA, password: DEMO_PASSWORD }, remoteAddress: freshAddress(context) }) },
  userRegister: {
    who: 'anyone',
    request: (context) => ({ body: { phone: freshPhone(context), password: 'Secret@123', enterpriseName: '丽水青田石雕有限公司' }, remoteAddress: freshAddress(context) }),
  },
  userSsoExchange: {
    who: 'anyone',
    // A fresh hand-off for each caller: one is spent by its first exchange.
    request: async (context) => {
      const redirect = await context.raw('sso', 'POST', '/login', { form: { username: ROLE_LOGINS.enterpriseA, password: DEMO_PASSWORD, backUrl: 'http://127.0.0.1:4200/' } });
      return { body: { token: new URL(String(redirect.headers['location'])).searchParams.get('token') ?? '' } };
    },
  },
  userLogout: { who: ANY_ACCOUNT, request: none },
  userInfo: { who: ANY_ACCOUNT, request: none },
  reportViewRecord: { who: 'anyone', request: () => ({ body: { type: '首页' } }) },
  declarationProjectList: { who: 'anyone', request: none },
  declarationProjectDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  declarationMaterialsExport: { who: 'anyone', request: () => ({ params: { id: 2 } }) },
  dictDataByType: { who: 'anyone', request: () => ({ params: { type: 'policy_level' } }) },
  fundList: { who: 'anyone', request: none },
  fundFacets: { who: 'anyone', request: none },
  fundDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  fundApplicationCreate: { who: E, request: async (context) => ({ body: await fundApplicationInput(context) }) },
  fundApplicationMine: { who: E, request: none },
  fundApplicationDetail: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({
      params: { id: await context.once('fund application', async () => (await context.as<{ id: number }>('enterpriseA', 'POST', '/api/fund/applications', await fundApplicationInput(context))).id) },
    }),
  },
  fundApplicationWithdraw: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({
      params: {
        id: await context.once('fund application to withdraw', async () => (await context.as<{ id: number }>('enterpriseA', 'POST', '/api/fund/applications', await fundApplicationInput(context))).id),
      },
    }),
  },
  talentList: { who: 'anyone', request: none },
  talentFacets: { who: 'anyone', request: none },
  talentDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  talentContractCreate: { who: E, request: async (context) => ({ body: await talentContractInput(context, 0) }) },
  talentContractMine: { who: E, request: none },
  talentContractWithdraw: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({
      params: { id: await context.once('talent contract', async () => (await context.as<{ id: number }>('enterpriseA', 'POST', '/api/talent/contracts', await talentContractInput(context, 1))).id) },
    }),
  },
  submitFeedback: { who: 'anyone', request: () => ({ body: { feedbackType: 'suggestion', content: '希望增加按行业筛选申报项目的功能' } }) },
  homeOverview: { who: 'anyone', request: none },
  homeLatest: { who: 'anyone', request: none },
  myInstitution: { who: ANY_ACCOUNT, request: none },
  policyList: { who: 'anyone', request: none },
  policySearchSuggestions: { who: 'anyone', request: () => ({ query: { keyword: '高新技术企业' } }) },
  policyDepartments: { who: 'anyone', request: none },
  policyNationwide: { who: 'anyone', request: none },
  policyFavorites: { who: ANY_ACCOUNT, request: none },
  policyDetail: { who: 'anyone', request: () => ({ params: { id: 2 } }) },
  policyFavoriteAdd: { who: ANY_ACCOUNT, request: () => ({ params: { id: 3 } }) },
  policyFavoriteRemove: { who: ANY_ACCOUNT, request: () => ({ params: { id: 3 } }) },
  policyAttachmentDownload: {
    who: 'anyone',
    request: async (context) => {
      const id = await context.id('SELECT id FROM policy_attachments ORDER BY id LIMIT 1');
      return { params: { id: await context.id('SELECT policy_id AS id FROM policy_attachments WHERE id = ?', id), attachmentId: id } };
    },
  },
  regionTree: { who: 'anyone', request: none },
  interpretationList: { who: 'anyone', request: none },
  interpretationDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  interpretationPicture: { who: 'anyone', request: async (context) => ({ params: { id: await context.id("SELECT id FROM interpretations WHERE type = 'graphic' ORDER BY id LIMIT 1") } }) },
  newsList: { who: 'anyone', request: none },
  newsDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  globalSearch: { who: 'anyone', request: () => ({ query: { keyword: '高企' } }) },
  globalSearchSuggest: { who: 'anyone', request: () => ({ query: { keyword: '融资' } }) },
  govServiceList: { who: 'anyone', request: none },
  govServiceDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  govServiceFavoriteAdd: { who: ANY_ACCOUNT, request: () => ({ params: { id: 3 } }) },
  govServiceFavoriteRemove: { who: ANY_ACCOUNT, request: () => ({ params: { id: 3 } }) },
  noticeList: { who: 'anyone', request: none },
  noticeDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  announcementList: { who: 'anyone', request: none },
  announcementDetail: { who: 'anyone', request: async (context) => ({ params: { id: await context.id("SELECT id FROM announcements WHERE category = 'review' ORDER BY id LIMIT 1") } }) },
  announcementAttachmentDownload: {
    who: 'anyone',
    request: async (context) => {
      const id = await context.id('SELECT id FROM announcement_attachments ORDER BY id LIMIT 1');
      return { params: { id: await context.id('SELECT announcement_id AS id FROM announcement_attachments WHERE id = ?', id), attachmentId: id } };
    },
  },
  ledgerGet: { who: ANY_ACCOUNT, request: none },
  ledgerUpdate: { who: E, request: () => ({ body: { employeesTotal: 210 } }) },
  matchablePolicies: { who: 'anyone', request: none },
  matchablePolicyCount: { who: 'anyone', request: none },
  matchReportCreate: { who: E, request: none },
  matchRecommend: { who: ANY_ACCOUNT, request: none },
  matchEstimate: { who: ANY_ACCOUNT, request: none },
  reportList: { who: ANY_ACCOUNT, request: none },
  reportDetail: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: await aReport(context) } }) },
  reportMatches: {
    who: ANY_ACCOUNT,
    owner: 'enterpriseA',
    request: async (context) => {
      const id = await aReport(context);
      const report = await context.as<{ match: { categories: { category: string }[] } }>('enterpriseA', 'GET', `/api/enterprise/reports/${id}`);
      return { params: { id }, query: { category: report.match.categories[0]?.category ?? '' } };
    },
  },
  reportExport: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await aReport(context) } }) },
  reportExportPdf: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await aReport(context) } }) },
  highTechEvaluate: { who: E, request: none },
  specializedEvaluate: { who: E, request: none },
  declarationEvaluate: { who: E, request: () => ({ params: { id: 1 } }) },
  applicationCreate: { who: E, request: async (context) => ({ body: { projectId: await openProject(context, 0) } }) },
  applicationMine: { who: ANY_ACCOUNT, request: none },
  applicationDetail: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await draftApplication(context)).id } }) },
  applicationMaterialUpdate: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => {
      const application = await draftApplication(context);
      return { params: { id: application.id, materialId: materialsOf(application).optional }, body: { state: 'preparing' } };
    },
  },
  applicationMaterialUpload: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => {
      const application = await draftApplication(context);
      return { params: { id: application.id, materialId: materialsOf(application).first }, multipart: { name: '营业执照.pdf', bytes: SAMPLE_FILES.pdf } };
    },
  },
  applicationMaterialFileDelete: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: await materialWithFile(context, 'first') }) },
  // The operator opens a submitted application's materials; a draft's stay the applicant's own (404).
  applicationMaterialDownload: { who: ['enterprise', 'admin'], owner: 'enterpriseA', request: async (context) => ({ params: await materialWithFile(context, 'second') }) },
  applicationWithdraw: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await submittedApplication(context) } }) },
  applicationFormGet: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: await onlineMaterialOfDraft(context, 'onlineForm') }) },
  applicationFormSave: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: await onlineMaterialOfDraft(context, 'onlineForm'), body: FORM_FIELDS }) },
  applicationFormGenerate: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: await savedForm(context) }) },
  applicationCommitmentSign: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: await onlineMaterialOfDraft(context, 'commitment'), body: { agree: 'yes' } }) },
  declarationCommitmentText: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  declarationCommitmentTemplate: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  applicationSubmit: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await readyApplication(context) } }) },
  compareRegions: { who: 'anyone', request: none },
  compareOverview: { who: 'anyone', request: () => ({ query: { regions: '330100,330200,320500' } }) },
  compareSingle: { who: 'anyone', request: () => ({ query: { regions: '330100,320100', category: '知识产权' } }) },
  subscriptionGet: { who: ANY_ACCOUNT, request: none },
  subscriptionUpdate: { who: ANY_ACCOUNT, request: () => ({ body: SUBSCRIPTION }) },
  messageList: { who: ANY_ACCOUNT, request: none },
  messageUnreadCount: { who: ANY_ACCOUNT, request: none },
  messageRead: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: await A_MESSAGE(context) } }) },
  messageReadAll: { who: ANY_ACCOUNT, request: none },
  adminPolicyDeskList: { who: ADMIN, request: none },
  adminPolicyDeskCreate: { who: ADMIN, request: (context) => ({ body: { document: deskDocument(context) } }) },
  adminPolicyDeskFileUpload: { who: ADMIN, request: () => ({ multipart: { name: '实施细则.pdf', bytes: SAMPLE_FILES.pdf } }) },
  adminPolicyDeskFileDownload: {
    who: ADMIN,
    request: async (context) => ({ params: { fileId: (await context.once('desk file', async () => await context.upload<{ id: number }>('operator', '/api/admin/policy-desk/files', '实施细则.pdf'))).id } }),
  },
  adminPolicyDeskTrial: { who: ADMIN, request: (context) => ({ body: { deskId: null, document: { ...deskDocument(context), rules: TRIAL_RULES } } }) },
  adminPolicyDeskTrialEnterprises: { who: ADMIN, request: () => ({ query: { keyword: '云栖', regionCode: '330100' } }) },
  adminPolicyDeskTrialSamples: {
    who: ADMIN,
    request: async (context) => ({
      body: { deskId: null, document: { ...deskDocument(context), rules: TRIAL_RULES }, userIds: [await context.id(`SELECT l.user_id AS id FROM ledgers l JOIN users u ON u.id = l.user_id WHERE u.phone = '13800138000'`)] },
    }),
  },
  adminPolicyDeskDetail: { who: ADMIN, request: async (context) => ({ params: { id: (await context.once('desk draft', async () => await deskDraft(context))).id } }) },
  adminPolicyDeskHistory: { who: ADMIN, request: async (context) => ({ params: { id: (await context.once('desk draft', async () => await deskDraft(context))).id } }) },
  adminPolicyDeskSave: {
    who: ADMIN,
    request: async (context) => {
      const draft = await context.once('desk draft to save', async () => await deskDraft(context));
      return { params: { id: draft.id }, body: { edits: draft.open?.edits ?? 0, note: null, document: { ...draft.open?.document, supportAmount: 40 } } };
    },
  },
  adminPolicyDeskSubmit: { who: ADMIN, request: async (context) => deskStep(await context.once('desk draft to submit', async () => await deskDraft(context))) },
  adminPolicyDeskWithdraw: { who: ADMIN, request: async (context) => deskStep(await context.once('desk draft to withdraw', async () => await pendingDraft(context))) },
  // The second operator drafted and submitted it: the matrix's operator reviews.
  adminPolicyDeskApprove: { who: ADMIN, request: async (context) => deskStep(await context.once('desk draft to approve', async () => await pendingDraft(context))) },
  adminPolicyDeskReturn: {
    who: ADMIN,
    request: async (context) => {
      const step = deskStep(await context.once('desk draft to return', async () => await pendingDraft(context)));
      return { ...step, body: { ...step.body, reason: '补助比例与第二条原文不一致' } };
    },
  },
  adminPolicyDeskAbandon: { who: ADMIN, request: async (context) => deskStep(await context.once('desk draft to abandon', async () => await deskDraft(context))) },
  adminPolicyDeskRevise: { who: ADMIN, request: async (context) => ({ params: { id: (await context.once('desk to revise', async () => await publishedDesk(context))).desk.id }, body: {} }) },
  adminPolicyDeskRepeal: {
    who: ADMIN,
    request: async (context) => ({
      params: { id: (await context.once('desk to repeal', async () => await publishedDesk(context))).desk.id },
      body: { repealDate: chinaToday(context.now()), reason: '已被新的实施细则取代' },
    }),
  },
  adminPushJob: {
    who: ADMIN,
    request: async (context) => ({ params: { id: (await context.once('push job', async () => await publishedDesk(context, true))).pushJob?.id ?? 0 } }),
  },
  assistantAsk: { who: 'anyone', request: () => ({ body: { question: '高企认定需要什么条件', conversationId: null, context: null } }) },
  assistantConversations: { who: ANY_ACCOUNT, request: none },
  assistantConversation: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await context.once('conversation', async () => await askAsA(context))).conversationId } }) },
  assistantConversationDelete: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await context.once('conversation to delete', async () => await askAsA(context))).conversationId } }) },
  assistantFeedback: {
    who: 'anyone',
    owner: 'enterpriseA',
    request: async (context) => ({ params: { id: (await context.once('conversation', async () => await askAsA(context))).messageId }, body: { rating: 'up', reason: null } }),
  },
  assistantSuggestions: { who: 'anyone', request: none },
  adminApplicationList: { who: ADMIN, request: none },
  adminApplicationDetail: { who: ADMIN, request: async (context) => ({ params: { id: await context.id("SELECT id FROM applications WHERE status = 'submitted' ORDER BY id LIMIT 1") } }) },
  adminApplicationTransition: {
    who: ADMIN,
    request: async (context) => ({
      params: { id: await context.once('submitted application', async () => context.id("SELECT id FROM applications WHERE status = 'submitted' ORDER BY id LIMIT 1")) },
      body: { action: 'accept', from: 'submitted' },
    }),
  },
  calendarWindows: { who: 'anyone', request: () => ({ query: { from: '2026-06-01', to: '2026-07-31' } }) },
  calendarWindowIcs: { who: 'anyone', request: async (context) => ({ params: { id: await noticeId(context) } }) },
  calendarFollows: { who: ANY_ACCOUNT, request: none },
  calendarFollowAdd: { who: ANY_ACCOUNT, request: async (context) => ({ params: { id: await noticeId(context) } }) },
  calendarFollowRemove: { who: ANY_ACCOUNT, request: async (context) => ({ params: { id: await noticeId(context) } }) },
  calendarFeedStatus: { who: ANY_ACCOUNT, request: none },
  calendarFeedCreate: { who: ANY_ACCOUNT, request: none },
  calendarFeedRevoke: { who: ANY_ACCOUNT, request: none },
  // The secret in the path is the credential: whoever holds it reads the feed, with or without a login.
  calendarFeed: {
    who: 'anyone',
    request: async (context) => {
      const { path } = await context.as<{ path: string }>('enterpriseA', 'POST', '/api/calendar/feed-secret');
      return { params: { secret: /\/feed\/([^/]+)\.ics$/.exec(path)?.[1] ?? '' } };
    },
  },
  serviceInstitutionList: { who: 'anyone', request: none },
  serviceInstitutionDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  // A certificate the operator made public when approving: anyone may open it (other files of the institution: 404, in portal-service.test.ts).
  serviceInstitutionCertificateDownload: { who: 'anyone', request: async (context) => ({ params: await context.once('public certificate', () => publicCertificate(context)) }) },
  serviceInstitutionReviews: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  serviceProductList: { who: 'anyone', request: none },
  serviceProductsForNeeds: { who: 'anyone', request: () => ({ query: { needs: '专利申请代理' } }) },
  serviceNeedList: { who: 'anyone', request: none },
  serviceProductDetail: { who: 'anyone', request: async (context) => ({ params: { id: await product(context) } }) },
  serviceProductCover: { who: 'anyone', request: async (context) => ({ params: { id: await product(context) } }) },
  serviceProductReviews: { who: 'anyone', request: async (context) => ({ params: { id: await product(context) } }) },
  serviceCaseList: { who: 'anyone', request: none },
  serviceCaseDetail: { who: 'anyone', request: async (context) => ({ params: { id: await sharedCase(context) } }) },
  serviceOrderCreate: {
    who: E,
    request: async (context) => ({ multipart: { name: '需求说明.pdf', bytes: SAMPLE_FILES.pdf, fields: { productId: String(await product(context)), ...ORDER_INPUT }, part: 'files' } }),
  },
  serviceOrderMine: { who: E, request: none },
  serviceOrderDetail: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await sharedOrder(context, 'pending')).id } }) },
  serviceOrderCancel: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await context.once('order to cancel', async () => await orderAt(context, 'pending'))).id }, body: {} }) },
  serviceOrderConfirm: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await sharedOrder(context, 'delivered')).id }, body: {} }) },
  serviceOrderAcceptQuote: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await context.once('quote to accept', async () => await quoteOrder(context, true))).id }, body: {} }) },
  serviceOrderDeclineQuote: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({ params: { id: (await context.once('quote to decline', async () => await quoteOrder(context, true))).id }, body: { reason: '预算上限 8000 元' } }),
  },
  serviceOrderRejectDelivery: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({ params: { id: (await context.once('delivery to refuse', async () => await orderAt(context, 'delivered'))).id }, body: { reason: '权利要求未覆盖闭环控制' } }),
  },
  serviceOrderFileUpload: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({ params: { id: (await sharedOrder(context, 'pending')).id }, multipart: { name: '需求说明.pdf', bytes: SAMPLE_FILES.pdf } }),
  },
  serviceOrderFileDelete: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: await orderFile(context, 'order file to delete') }) },
  serviceOrderFileDownload: {
    who: ['enterprise', 'org'],
    owner: 'enterpriseA',
    sharedWith: ['certifiedOrg'],
    request: async (context) => ({ params: await orderFile(context, 'order file to download') }),
  },
  serviceOrderReview: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await sharedOrder(context, 'completed')).id }, body: REVIEW_INPUT }) },
  serviceOrderReviewUpdate: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => ({ params: { id: (await sharedOrder(context, 'reviewed')).id }, body: { ...REVIEW_INPUT, text: '补充：审查意见答复也很及时。' } }),
  },
  serviceReviewMine: { who: E, request: none },
  orgDashboard: { who: CERTIFIED, request: none },
  orgOrderList: { who: CERTIFIED, request: none },
  orgOrderDetail: { who: CERTIFIED, request: async (context) => ({ params: { id: (await sharedOrder(context, 'pending')).id } }) },
  orgOrderAccept: { who: CERTIFIED, request: async (context) => ({ params: { id: (await context.once('order to accept', async () => await orderAt(context, 'pending'))).id }, body: {} }) },
  orgOrderDecline: {
    who: CERTIFIED,
    request: async (context) => ({ params: { id: (await context.once('order to decline', async () => await orderAt(context, 'pending'))).id }, body: { reason: '本月排期已满' } }),
  },
  orgOrderQuote: {
    who: CERTIFIED,
    request: async (context) => ({ params: { id: (await context.once('order to quote', async () => await quoteOrder(context, false))).id }, body: { price: 9800, note: '两件发明专利的撰写与提交' } }),
  },
  orgOrderStart: { who: CERTIFIED, request: async (context) => ({ params: { id: (await context.once('order to start', async () => await orderAt(context, 'accepted'))).id }, body: {} }) },
  orgOrderDeliver: {
    who: CERTIFIED,
    request: async (context) => ({ params: { id: (await context.once('order to deliver', async () => await orderAt(context, 'in_progress'))).id }, body: { note: '专利申请已递交，受理通知书见附件。' } }),
  },
  orgOrderFileUpload: {
    who: CERTIFIED,
    request: async (context) => ({ params: { id: (await sharedOrder(context, 'in_progress')).id }, multipart: { name: '交付清单.pdf', bytes: SAMPLE_FILES.pdf } }),
  },
  orgOrderFileDelete: {
    who: CERTIFIED,
    request: async (context) => {
      const order = await sharedOrder(context, 'in_progress');
      const updated = await context.upload<Order>('certifiedOrg', `/api/org/orders/${order.id}/files`, '交付清单.pdf');
      return { params: { id: order.id, fileId: updated.files.filter((file) => file.kind === 'delivery').at(-1)?.id ?? 0 } };
    },
  },
  orgProductList: { who: CERTIFIED, request: none },
  orgProductCreate: { who: CERTIFIED, request: () => ({ body: PRODUCT_INPUT }) },
  orgProductDetail: { who: CERTIFIED, request: async (context) => ({ params: { id: await product(context) } }) },
  orgProductUpdate: { who: CERTIFIED, request: async (context) => ({ params: { id: await context.once('product to edit', async () => await newProduct(context)) }, body: { ...PRODUCT_INPUT, price: 7200 } }) },
  orgProductDelete: { who: CERTIFIED, request: async (context) => ({ params: { id: await context.once('product to delete', async () => await newProduct(context)) } }) },
  // A product goes on shelf only through 上架审核; the institution can always take a listed one off.
  orgProductShelf: { who: CERTIFIED, request: async (context) => ({ params: { id: await context.once('product to take off', async () => await listedProduct(context)) }, body: { status: 'off_shelf' } }) },
  orgProductCoverUpload: {
    who: CERTIFIED,
    request: async (context) => ({ params: { id: await context.once('product to edit', async () => await newProduct(context)) }, multipart: { name: 'cover.png', bytes: SAMPLE_FILES.png } }),
  },
  orgCaseList: { who: CERTIFIED, request: none },
  orgCaseCreate: { who: CERTIFIED, request: () => ({ body: CASE_INPUT }) },
  orgCaseDetail: { who: CERTIFIED, request: async (context) => ({ params: { id: await sharedCase(context) } }) },
  orgCaseUpdate: { who: CERTIFIED, request: async (context) => ({ params: { id: await sharedCase(context) }, body: { ...CASE_INPUT, title: '注塑企业高企认定一次通过（2026）' } }) },
  orgCaseDelete: { who: CERTIFIED, request: async (context) => ({ params: { id: await context.once('case to delete', async () => await newCase(context)) } }) },
  orgCertificationMine: { who: ORG, request: none },
  // Both institutions' applications are past the draft (one under review, one approved): nothing more to change.
  orgCertificationSave: { who: ORG, ok: 409, request: () => ({ body: { legalPerson: '周明' } }) },
  orgCertificationFileUpload: { who: ORG, ok: 409, request: () => ({ multipart: { name: '营业执照.pdf', bytes: SAMPLE_FILES.pdf, fields: { slot: 'license' } } }) },
  orgCertificationFileDelete: { who: ORG, owner: 'pendingOrg', ok: 409, request: async (context) => ({ params: { fileId: await pendingCertificationFile(context) } }) },
  orgCertificationSubmit: { who: ORG, ok: 409, request: none },
  certificationFileDownload: {
    who: ['org', 'admin'],
    owner: 'pendingOrg',
    sharedWith: ['operator'],
    request: async (context) => ({ params: { id: await pendingCertification(context), fileId: await pendingCertificationFile(context) } }),
  },
  adminOverview: { who: ADMIN, request: none },
  adminListingReviewList: { who: ADMIN, request: none },
  adminListingReviewDetail: { who: ADMIN, request: async (context) => ({ params: { id: await pendingListing(context, 'listing to read') } }) },
  adminListingReviewApprove: { who: ADMIN, request: async (context) => ({ params: { id: await pendingListing(context, 'listing to approve') }, body: {} }) },
  adminListingReviewReject: { who: ADMIN, request: async (context) => ({ params: { id: await pendingListing(context, 'listing to reject') }, body: { reason: '产品简介与服务内容不符' } }) },
  adminChainContactList: { who: ADMIN, request: () => ({ query: { state: 'submitted' } }) },
  adminChainContactContacted: { who: ADMIN, request: async (context) => ({ params: { id: await chainContact(context, 1, false) }, body: { note: '已联系链主采购部' } }) },
  adminChainContactOutcome: { who: ADMIN, request: async (context) => ({ params: { id: await chainContact(context, 2, true) }, body: { outcome: 'declined', reason: '链主本期已定供应商' } }) },
  adminCertificationList: { who: ADMIN, request: none },
  adminCertificationDetail: { who: ADMIN, request: async (context) => ({ params: { id: await pendingCertification(context) } }) },
  adminCertificationApprove: { who: ADMIN, request: async (context) => ({ params: { id: await context.once('certification to approve', async () => await submittedCertification(context)) }, body: { publicFileIds: [] } }) },
  adminCertificationReject: {
    who: ADMIN,
    request: async (context) => ({ params: { id: await context.once('certification to reject', async () => await submittedCertification(context)) }, body: { reason: '营业执照照片不清晰，请重新上传' } }),
  },
  marketEnterpriseList: { who: 'anyone', request: none },
  marketEnterpriseDetail: { who: 'anyone', request: async (context) => ({ params: { id: await context.id('SELECT id FROM market_enterprises WHERE public = 1 ORDER BY id LIMIT 1') } }) },
  marketListingGet: { who: ANY_ACCOUNT, request: none },
  marketListingUpdate: { who: E, request: () => ({ body: { public: false } }) },
  marketChainList: { who: 'anyone', request: none },
  marketChainDetail: { who: 'anyone', request: () => ({ params: { id: 1 } }) },
  marketChainMatches: { who: ANY_ACCOUNT, request: none },
  marketChainContactCreate: { who: E, request: async (context) => ({ params: { id: await openOpportunity(context, 0) }, body: CHAIN_CONTACT_INPUT }) },
  marketChainContactMine: { who: E, request: none },
  marketDemandList: { who: 'anyone', request: none },
  marketDemandDetail: { who: 'anyone', request: async (context) => ({ params: { id: await outsideDemand(context) } }) },
  marketDemandRespond: { who: E, request: async (context) => ({ params: { id: await outsideDemand(context) }, body: RESPONSE_INPUT }) },
  marketResponseFileUpload: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await answeredDemand(context) }, multipart: { name: '方案.pdf', bytes: SAMPLE_FILES.pdf } }) },
  marketResponseFileDownload: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await answeredDemand(context) } }) },
  marketMyDemandList: { who: E, request: none },
  marketMyResponseList: { who: E, request: none },
  marketMyDemandCreate: { who: E, request: (context) => ({ body: demandInput(context, false) }) },
  marketMyDemandDetail: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await context.once('draft demand', () => draftDemandOfA(context)) } }) },
  marketMyDemandUpdate: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await context.once('draft demand', () => draftDemandOfA(context)) }, body: demandInput(context, false) }) },
  marketMyDemandAccept: {
    who: E,
    owner: 'enterpriseA',
    request: async (context) => {
      const { id, responseId } = await context.once('demand to accept', async () => await demandWithAnswer(context, false));
      return { params: { id }, body: { responseId } };
    },
  },
  marketMyDemandDeal: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: (await context.once('demand to deal', async () => await demandWithAnswer(context, true))).id }, body: {} }) },
  marketMyDemandClose: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await context.once('demand to close', async () => await openDemand(context, 'enterpriseA')) }, body: {} }) },
  adminDemandList: { who: ADMIN, request: none },
  adminDemandDetail: { who: ADMIN, request: async (context) => ({ params: { id: await outsideDemand(context) } }) },
  adminDemandApprove: { who: ADMIN, request: async (context) => ({ params: { id: await context.once('demand to approve', async () => await submittedDemand(context, OUTSIDER)) }, body: {} }) },
  adminDemandReject: {
    who: ADMIN,
    request: async (context) => ({ params: { id: await context.once('demand to reject', async () => await submittedDemand(context, OUTSIDER)) }, body: { reason: '请补充需求的验收标准' } }),
  },
  ipRecordList: { who: ANY_ACCOUNT, request: none },
  ipRecordCreate: { who: E, request: (context) => ({ body: ipRecord(context) }) },
  ipRecordUpdate: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await context.once('ip record', async () => await newIpRecord(context)) }, body: { ...IP_RECORD, number: 'ZL202410567890.3', status: 'expired' } }) },
  ipRecordDelete: { who: E, owner: 'enterpriseA', request: async (context) => ({ params: { id: await context.once('ip record to delete', async () => await newIpRecord(context)) } }) },
  activityList: { who: 'anyone', request: none },
  activityDetail: { who: 'anyone', request: async (context) => ({ params: { id: await openActivity(context, 0) } }) },
  activityRegister: { who: ANY_ACCOUNT, request: async (context) => ({ params: { id: await openActivity(context, 0) }, body: REGISTRATION }) },
  activityMyRegistrations: { who: ANY_ACCOUNT, request: none },
  activityRegistrationCancel: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: await registration(context, 1) } }) },
  activityRegistrationIcs: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: async (context) => ({ params: { id: await registration(context, 2) } }) },
  courseList: { who: 'anyone', request: none },
  courseDetail: { who: 'anyone', request: async (context) => ({ params: { id: await firstCourse(context) } }) },
  courseProgress: { who: ANY_ACCOUNT, request: async (context) => ({ params: { id: await firstCourse(context) } }) },
  courseChapterProgressSave: { who: ANY_ACCOUNT, request: async (context) => ({ params: { id: await firstChapter(context) }, body: { positionSeconds: 4.2 } }) },
  courseMine: { who: ANY_ACCOUNT, request: none },
  courseChapterVideo: { who: 'anyone', request: async (context) => ({ params: { id: await firstChapter(context) } }) },
  // A code for a phone nobody holds is sent nowhere, and the answer tells nobody so.
  userPhoneCode: { who: ANY_ACCOUNT, request: (context) => ({ body: { phone: freshPhone(context) }, remoteAddress: freshAddress(context) }) },
  // Changing the seeded accounts' phone or password would change them for every later row: the right current password
  // with a code never sent to the new phone shows the operation open to the account without changing it.
  userPhoneChange: {
    who: ANY_ACCOUNT,
    ok: 400,
    okMessage: SMS_VERIFICATION_MESSAGES.expired,
    request: (context) => ({ body: { currentPassword: DEMO_PASSWORD, phone: freshPhone(context), smsCode: '000000' }, remoteAddress: freshAddress(context) }),
  },
  userPasswordChange: { who: ANY_ACCOUNT, ok: 400, okMessage: '当前密码不正确', request: () => ({ body: { currentPassword: 'Wrong2026pw', newPassword: 'Fresh2026pw' } }) },
  userLogoutEverywhere: { who: ANY_ACCOUNT, request: none },
};

/** 企业 A's match report. */
function aReport(context: MatrixContext): Promise<number> {
  return context.once('report', async () => (await context.as<{ id: number }>('enterpriseA', 'POST', '/api/policy-match/report')).id);
}

function draftDemandOfA(context: MatrixContext): Promise<number> {
  return context.as<PortalSchemas['DemandRecordDetail']>('enterpriseA', 'POST', '/api/market/my-demands', demandInput(context, false)).then((created) => created.record.demand.id);
}

// ---- the SSO host (sso.yaml) ---------------------------------------------------------------------------------------

/** Accounts without a notes application have no notes token to show: the think API and the notes page answer 401. */
const NO_NOTES: Partial<Record<Role, number>> = { pendingOrg: 401, operator: 401 };
const BACK_URL = { backUrl: PORTAL_HOME };
const unknownPhone = (context: MatrixContext) => `1330015${String(context.next()).padStart(4, '0')}`;

export const SSO_MATRIX: Record<string, MatrixRow> = {
  // The portal token says who asks; a phone that is not the caller's answers like one nobody has.
  ssoSpecialLogin: { who: ANY_ACCOUNT, owner: 'enterpriseA', request: () => ({ body: { phone: ROLE_LOGINS.enterpriseA } }) },
  // The key is the credential: whoever holds a fresh one exchanges it.
  ssoGetToken: {
    who: 'anyone',
    request: async (context) => {
      const key = await context.raw('sso', 'POST', '/api/sso/user/specialLogin', { caller: 'enterpriseA', body: { phone: ROLE_LOGINS.enterpriseA } });
      return { body: { key: (JSON.parse(key.body) as { data: { key: string } }).data.key } };
    },
  },
  thinkPersonalOrganizations: { who: ANY_ACCOUNT, answers: NO_NOTES, request: none },
  thinkWikiList: { who: ANY_ACCOUNT, owner: 'enterpriseA', answers: NO_NOTES, request: async (context) => ({ params: { orgId: (await notesSpaceOfA(context)).orgId } }) },
  ssoLoginPage: { who: 'anyone', request: () => ({ query: BACK_URL }) },
  ssoLoginSubmit: { who: 'anyone', ok: 302, request: (context) => ({ body: { username: ROLE_LOGINS.enterpriseB, password: DEMO_PASSWORD, ...BACK_URL }, remoteAddress: freshAddress(context) }) },
  ssoRegisterPage: { who: 'anyone', request: () => ({ query: BACK_URL }) },
  ssoRegisterSubmit: {
    who: 'anyone',
    ok: 302,
    request: (context) => ({
      body: { phone: freshPhone(context), password: 'Secret@123', enterpriseName: '舟山海洋科技有限公司', userType: 'enterprise', agree: 'yes', ...BACK_URL },
      remoteAddress: freshAddress(context),
    }),
  },
  ssoSmsLoginPage: { who: 'anyone', request: () => ({ query: BACK_URL }) },
  // A code nobody was sent: the page says so (401) to everyone alike.
  ssoSmsLoginSubmit: { who: 'anyone', ok: 401, request: (context) => ({ body: { phone: unknownPhone(context), code: '000000', ...BACK_URL }, remoteAddress: freshAddress(context) }) },
  ssoSmsLoginCodeSubmit: { who: 'anyone', request: (context) => ({ body: { phone: unknownPhone(context), ...BACK_URL }, remoteAddress: freshAddress(context) }) },
  ssoPasswordResetPage: { who: 'anyone', request: () => ({ query: BACK_URL }) },
  ssoPasswordResetSubmit: {
    who: 'anyone',
    ok: 401,
    request: (context) => ({ body: { phone: unknownPhone(context), code: '000000', password: 'Fresh@2026', passwordConfirm: 'Fresh@2026', ...BACK_URL }, remoteAddress: freshAddress(context) }),
  },
  ssoPasswordResetCodeSubmit: { who: 'anyone', request: (context) => ({ body: { phone: unknownPhone(context), ...BACK_URL }, remoteAddress: freshAddress(context) }) },
  ssoUserAgreementPage: { who: 'anyone', request: none },
  ssoPrivacyPolicyPage: { who: 'anyone', request: none },
  ssoLogoutPage: { who: 'anyone', request: () => ({ query: BACK_URL }) },
  notesMaterialWritingPage: { who: ANY_ACCOUNT, owner: 'enterpriseA', answers: NO_NOTES, request: async (context) => ({ params: await notesSpaceOfA(context), query: { redirect: PORTAL_HOME } }) },
  // The page's own form: its cookie says who writes; a saved draft goes back to the page (303).
  notesMaterialDraftSave: {
    who: ANY_ACCOUNT,
    owner: 'enterpriseA',
    ok: 303,
    answers: NO_NOTES,
    request: async (context) => ({
      params: await notesSpaceOfA(context),
      body: {
        projectId: '1',
        materialId: await context.text('SELECT material_key AS value FROM declaration_materials WHERE project_id = 1 ORDER BY seq LIMIT 1'),
        content: '一、项目背景：建设工业视觉检测产线。',
        redirect: PORTAL_HOME,
      },
      notesSession: true,
    }),
  },
};

/** 企业 A's personal notes organisation and its first wiki. */
async function notesSpaceOfA(context: MatrixContext): Promise<{ orgId: string; wikiId: string }> {
  const orgId = await context.text(
      'SELECT id AS value FROM notes_organizations WHERE owner_id = (SELECT id FROM users WHERE username = ?) AND personal = 1 ORDER BY created_at, id LIMIT 1',
      ROLE_LOGINS.enterpriseA,
    );
  return { orgId, wikiId: await context.text('SELECT id AS value FROM notes_wikis WHERE organization_id = ? ORDER BY sort, id LIMIT 1', orgId) };
}

export const MATRIX: Record<ContractName, Record<string, MatrixRow>> = { portal: PORTAL_MATRIX, sso: SSO_MATRIX };
