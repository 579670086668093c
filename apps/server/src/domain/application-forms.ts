import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { industryName, regionChain, bookTitle, chinaToday, formatNumber } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { renderAttachmentPdf } from './attachment-pdf';
import { addEvent, deleteMaterialFile, findApplication, saveMaterialFile, NOT_FOUND_MESSAGE, ALREADY_SUBMITTED_MESSAGE, MATERIAL_NOT_FOUND_MESSAGE } from './applications';
import { CLOSED_FOR_EDITS } from './application-states';
import { findDeclaration } from './declarations';
import { findLedger } from './ledgers';
import { findRegion } from './regions';
import type { User } from './users';
import { mapInOrder } from '../shared/in-order';

type Fields = PortalSchemas['ApplicationFormFields'];
type ApplicationRecord = PortalSchemas['Application'];

export const NOT_ONLINE_FORM_MESSAGE = '该材料不是在线填报的材料';
export const NOT_COMMITMENT_MESSAGE = '该材料不是信用承诺';
export const NOT_WITHDRAWABLE_MESSAGE = '只有已提交、尚未受理的申报可以撤回';
export const FORM_NOT_SAVED_MESSAGE = '请先保存申报书草稿，再生成申报书';

/** 项目申报书's fields that must be filled before the 申报书 is generated, with their names on the form. */
export const FORM_REQUIRED_FIELDS: readonly (readonly [keyof Fields, string])[] = [
  ['enterpriseName', '单位名称'],
  ['creditCode', '统一社会信用代码'],
  ['registeredAddress', '注册地'],
  ['legalRepresentative', '法定代表人'],
  ['contactName', '联系人'],
  ['contactPhone', '联系电话'],
  ['projectTitle', '申报项目名称'],
  ['projectSummary', '项目简介'],
];

/** The owner's application and one of its materials of the given mode (404 otherwise; 409 once submitted when editing). */
async function materialOf(db: Db, userId: number, id: number, materialId: string, mode: PortalSchemas['MaterialMode'], forEdit: boolean) {
  const application = await findApplication(db, userId, id);
  if (!application) throw new DomainError('not_found', NOT_FOUND_MESSAGE);
  const material = application.materials.find((item) => item.materialId === materialId);
  if (!material) throw new DomainError('not_found', MATERIAL_NOT_FOUND_MESSAGE);
  if (material.mode !== mode) throw new DomainError('not_found', mode === 'onlineForm' ? NOT_ONLINE_FORM_MESSAGE : NOT_COMMITMENT_MESSAGE);
  if (forEdit && CLOSED_FOR_EDITS.has(application.status)) throw new DomainError('conflict', ALREADY_SUBMITTED_MESSAGE);
  return { application, material };
}

/** 浙江省杭州市余杭区: the registered region's names, from the ledger's codes. */
async function registeredAddress(db: Db, ledger: Awaited<ReturnType<typeof findLedger>>['ledger']): Promise<string> {
  return (await mapInOrder(regionChain(ledger)
      .slice(1), async (code) => (await findRegion(db, code))?.name ?? ''))
    .join('');
}

/** A new 申报书, prefilled from the ledger and the account: what the enterprise already told the portal, it does not type again. */
export async function prefilledForm(db: Db, user: User, projectName: string): Promise<Fields> {
  const { ledger } = await findLedger(db, user.id);
  return {
    enterpriseName: ledger.enterpriseName ?? user.enterpriseName ?? '',
    creditCode: ledger.creditCode ?? '',
    registeredAddress: await registeredAddress(db, ledger),
    legalRepresentative: '',
    contactName: '',
    contactPhone: user.phone ?? '',
    mainProducts: [ledger.mainProducts, ledger.industry ? `（${industryName(ledger.industry)}）` : ''].filter(Boolean).join(''),
    employeesTotal: ledger.employeesTotal ?? null,
    revenueY1: ledger.revenueY1 ?? null,
    rdExpenseY1: ledger.rdExpenseY1 ?? null,
    netProfitY1: ledger.netProfitY1 ?? null,
    projectTitle: projectName,
    projectSummary: '',
    expectedOutcome: '',
    requestedAmount: null,
  };
}

export async function getApplicationForm(db: Db, user: User, id: number, materialId: string): Promise<PortalSchemas['ApplicationForm']> {
  const { application } = await materialOf(db, user.id, id, materialId, 'onlineForm', false);
  const row = (await db.get('SELECT fields, saved_at FROM application_forms WHERE application_id = ? AND material_id = ?', id, materialId)) as
    | { fields: string; saved_at: string }
    | undefined;
  if (!row) return { fields: await prefilledForm(db, user, application.projectName), savedAt: null, prefilledFromLedger: true };
  return { fields: JSON.parse(row.fields) as Fields, savedAt: row.saved_at, prefilledFromLedger: false };
}

/** Saves the draft (the contract checked every field's shape and length); the text is trimmed. */
export async function saveApplicationForm(db: Db, user: User, id: number, materialId: string, fields: Fields, now: Date): Promise<PortalSchemas['ApplicationForm']> {
  await materialOf(db, user.id, id, materialId, 'onlineForm', true);
  const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as Fields;
  const at = now.toISOString();
  await db.run(`INSERT INTO application_forms (application_id, material_id, fields, saved_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (application_id, material_id) DO UPDATE SET fields = excluded.fields, saved_at = excluded.saved_at`, id, materialId, JSON.stringify(trimmed), at);
  return { fields: trimmed, savedAt: at, prefilledFromLedger: false };
}

const amount = (value: number | null, unit = '万元') => (value === null ? '未填写' : `${formatNumber(value)} ${unit}`);

/** The 申报书 as a document: the form's sections in the order the template of every seeded policy gives them. */
function formDocument(fields: Fields, projectName: string, date: string) {
  return {
    title: projectName,
    subtitle: '项目申报书',
    issuer: fields.enterpriseName,
    date,
    paragraphs: [
      '一、申报单位基本情况',
      `单位名称：${fields.enterpriseName}`,
      `统一社会信用代码：${fields.creditCode}`,
      `注册地：${fields.registeredAddress}`,
      `法定代表人：${fields.legalRepresentative}`,
      `联系人及电话：${fields.contactName} ${fields.contactPhone}`,
      '',
      '二、主营业务与主要产品（服务）',
      fields.mainProducts || '未填写',
      '',
      '三、上年度主要经济指标',
      `职工总数：${fields.employeesTotal === null ? '未填写' : `${fields.employeesTotal} 人`}；营业收入：${amount(fields.revenueY1)}；研发费用：${amount(fields.rdExpenseY1)}；净利润：${amount(fields.netProfitY1)}`,
      '',
      `四、申报项目：${fields.projectTitle}`,
      fields.projectSummary,
      '',
      '五、预期成效',
      fields.expectedOutcome || '未填写',
      '',
      `六、申请支持金额：${amount(fields.requestedAmount)}`,
      '',
      '七、真实性承诺',
      '本单位对所填内容和所附材料的真实性负责。',
      '法定代表人（签字）：            单位（盖章）：',
    ],
  };
}

/**
 * Generates the 项目申报书 PDF from the saved draft (the CJK font embedded) and keeps it as the material's file:
 * the material is then 已就绪 like an uploaded one, and the operator opens the same file.
 */
export async function generateApplicationForm(db: Db, user: User, id: number, materialId: string, now: Date): Promise<ApplicationRecord> {
  const { application, material } = await materialOf(db, user.id, id, materialId, 'onlineForm', true);
  const row = (await db.get('SELECT fields FROM application_forms WHERE application_id = ? AND material_id = ?', id, materialId)) as { fields: string } | undefined;
  if (!row) throw new DomainError('invalid', FORM_NOT_SAVED_MESSAGE);
  const fields = JSON.parse(row.fields) as Fields;
  const missing = FORM_REQUIRED_FIELDS.filter(([key]) => String(fields[key] ?? '').trim() === '').map(([, label]) => label);
  if (missing.length > 0) throw new DomainError('invalid', `请先填写：${missing.join('、')}`);
  const body = renderAttachmentPdf(formDocument(fields, application.projectName, chinaToday(now)));
  return await saveMaterialFile(db, user.id, id, materialId, { name: `${material.name}.pdf`, contentType: 'application/pdf', size: body.length, body }, now);
}

/** The 信用承诺书's text for a project: the same for every applicant, as the template of its policy says it. */
export function commitmentParagraphs(policyTitle: string): string[] {
  return [
    `本单位自愿申报${bookTitle(policyTitle)}所列支持事项，现郑重承诺：`,
    '一、所提交的申报材料真实、准确、完整，不存在虚报、瞒报行为；',
    '二、近三年未发生重大安全生产、质量和环境污染事故，未被列入严重失信主体名单；',
    '三、如有违反，愿意承担相应法律责任，并退回已获得的财政资金。',
  ];
}

/** The project's 信用承诺书 (title and text), read on the page before ticking. */
export async function projectCommitment(db: Db, projectId: number, now: Date): Promise<PortalSchemas['CommitmentText']> {
  const project = await findDeclaration(db, projectId, now);
  if (!project) throw new DomainError('not_found', '申报项目不存在');
  return { title: `${project.projectName}信用承诺书`, paragraphs: commitmentParagraphs(project.policyBasis.title) };
}

/** The template to sign by hand: the same text with blanks for the unit, the date and the signatures. */
export async function commitmentTemplatePdf(db: Db, projectId: number, now: Date): Promise<{ name: string; body: Buffer }> {
  const text = await projectCommitment(db, projectId, now);
  const body = renderAttachmentPdf({
    title: text.title,
    subtitle: '信用承诺书（模板）',
    issuer: '承诺单位（盖章）：',
    date: chinaToday(now),
    paragraphs: [...text.paragraphs, '', '承诺单位：                统一社会信用代码：', '法定代表人（签字）：            单位（盖章）：', '承诺日期：    年  月  日'],
  });
  return { name: '信用承诺书模板.pdf', body };
}

/**
 * 勾选承诺: the commitment, with the enterprise's name and credit code from its ledger and the moment it ticked, as
 * the material's PDF; untick deletes it. Ticking is the enterprise's own act, recorded as such in the file.
 */
export async function signCommitment(db: Db, user: User, id: number, materialId: string, agree: boolean, now: Date): Promise<ApplicationRecord> {
  const { application, material } = await materialOf(db, user.id, id, materialId, 'commitment', true);
  if (!agree) return material.file ? await deleteMaterialFile(db, user.id, id, materialId, now) : application;
  const text = await projectCommitment(db, application.projectId, now);
  const { ledger } = await findLedger(db, user.id);
  const unit = ledger.enterpriseName ?? user.enterpriseName ?? user.nickName;
  const body = renderAttachmentPdf({
    title: text.title,
    subtitle: '信用承诺书',
    issuer: unit,
    date: chinaToday(now),
    paragraphs: [
      ...text.paragraphs,
      '',
      `承诺单位：${unit}`,
      `统一社会信用代码：${ledger.creditCode ?? '（企业档案未填写）'}`,
      `本承诺由申报账号于 ${now.toISOString().slice(0, 16).replace('T', ' ')}（UTC）在中小企业服务门户在线勾选作出。`,
    ],
  });
  return await saveMaterialFile(db, user.id, id, materialId, { name: `${material.name}.pdf`, contentType: 'application/pdf', size: body.length, body }, now);
}

/**
 * 撤回: a submitted application the department has not acted on yet goes back to 待提交, its files open for changes
 * again. After 受理 (or 不予受理, 退回) the department has acted, and only it moves the application on.
 */
export async function withdrawApplication(db: Db, userId: number, id: number, now: Date): Promise<ApplicationRecord> {
  return await db.transaction(async () => {
    const application = await findApplication(db, userId, id);
    if (!application) throw new DomainError('not_found', NOT_FOUND_MESSAGE);
    if (application.status !== 'submitted') throw new DomainError('conflict', NOT_WITHDRAWABLE_MESSAGE);
    const at = now.toISOString();
    await db.run(`UPDATE application_materials SET state = 'ready' WHERE application_id = ? AND state = 'submitted'`, id);
    await db.run(`UPDATE applications SET status = 'draft', submitted_at = NULL, updated_at = ? WHERE id = ?`, at, id);
    await addEvent(db, id, 'draft', '企业撤回申报，可修改材料后重新提交', now);
    return (await findApplication(db, userId, id)) as ApplicationRecord;
  });
}
