import { rulesErrors } from './rules';
import { blockNumbers } from './policy-text';
import type { DocumentErrors, PolicyDeclaration, PolicyDocument } from './types';

/**
 * `draft`: what is written must hold together (dates in order, a window that closes after it opens, conditions
 * citing articles that exist), so a draft can be saved half-written. `complete`: also everything a published
 * policy needs; checked when a draft is submitted for review and again when it is approved.
 */
export type ValidationStage = 'draft' | 'complete';

export type ValidationOptions = {
  stage: ValidationStage;
  /** Today in China (YYYY-MM-DD): a publish date after it cannot be the date of an approval made today. */
  today?: string;
};

export const TITLE_MIN_LENGTH = 4;
const PHONE = /^[0-9+\-\s()（）转]{5,30}$/;

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

function duplicates(values: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return twice;
}

/**
 * A document is published after it is written. It may take effect before either: 《高新技术企业认定管理办法》 was
 * written on 2016-01-29 and applies from 2016-01-01, so no order is imposed on the 实施日期.
 */
function checkDates(document: PolicyDocument, options: ValidationOptions, errors: DocumentErrors): void {
  const { writtenDate, publishDate, effectiveDate } = document;
  if (options.stage === 'complete') {
    if (!writtenDate) errors['writtenDate'] = '请填写成文日期';
    if (!effectiveDate) errors['effectiveDate'] = '请填写实施日期';
  }
  if (writtenDate && publishDate && publishDate < writtenDate) errors['publishDate'] = '发布日期不能早于成文日期';
  else if (publishDate && options.today && publishDate > options.today) errors['publishDate'] = '发布日期不能晚于今天（留空则为审核通过当日）';
  // Left empty, the 发布日期 is the day of approval: a document written after it cannot be published then.
  if (!publishDate && writtenDate && options.today && writtenDate > options.today) errors['writtenDate'] = '成文日期晚于今天：发布日期留空时为审核通过当日，不能早于成文日期';
}

function checkArticles(document: PolicyDocument, options: ValidationOptions, errors: DocumentErrors): void {
  const { articles } = document;
  if (duplicates(articles.map((block) => block.id)).size > 0) {
    errors['articles'] = '正文段落编号重复，请刷新页面后重试';
    return;
  }
  if (options.stage !== 'complete') return;
  if (!articles.some((block) => block.kind === 'article')) errors['articles'] = '请至少填写一条正文条款';
  const numbers = blockNumbers(articles);
  for (const block of articles) {
    if (block.text.trim() === '') errors[`articles.${block.id}`] = `${numbers.get(block.id)?.label ?? '该段'}内容为空，请填写或删除`;
  }
}

function checkDeclaration(declaration: PolicyDeclaration, document: PolicyDocument, options: ValidationOptions, errors: DocumentErrors): void {
  const complete = options.stage === 'complete';
  const at = (path: string, message: string) => {
    errors[`declaration.${path}`] = message;
  };
  if (complete && blank(declaration.title)) at('title', '请填写申报通知标题');
  if (complete && declaration.kind === 'project' && blank(declaration.projectName)) at('projectName', '请填写申报项目名称');
  if (complete && !declaration.startTime) at('startTime', '请填写申报开始时间');
  if (complete && !declaration.endTime) at('endTime', '请填写申报截止时间');
  if (declaration.startTime && declaration.endTime && Date.parse(declaration.endTime) <= Date.parse(declaration.startTime)) {
    at('endTime', '申报截止时间须晚于开始时间');
  }

  const articles = new Set(document.articles.filter((block) => block.kind === 'article').map((block) => block.id));
  if (duplicates(declaration.conditions.map((item) => item.id)).size > 0) at('conditions', '申报条件编号重复，请刷新页面后重试');
  if (complete && declaration.kind === 'project' && declaration.conditions.length === 0) at('conditions', '请至少填写一项申报条件');
  for (const condition of declaration.conditions) {
    if (complete && blank(condition.title)) at(`conditions.${condition.id}.title`, '请填写条件名称');
    if (complete && blank(condition.detail)) at(`conditions.${condition.id}.detail`, '请填写条件内容');
    if (condition.articleId !== null && !articles.has(condition.articleId)) at(`conditions.${condition.id}.articleId`, '所依据的条款已不在正文中，请重新选择');
  }

  if (duplicates(declaration.materials.map((item) => item.id)).size > 0) at('materials', '申报材料编号重复，请刷新页面后重试');
  if (complete && declaration.materials.length === 0) at('materials', '请至少列出一项申报材料');
  const names = duplicates(declaration.materials.map((item) => item.name.trim()).filter((name) => name !== ''));
  for (const material of declaration.materials) {
    if (complete && blank(material.name)) at(`materials.${material.id}.name`, '请填写材料名称');
    else if (names.has(material.name.trim())) at(`materials.${material.id}.name`, `材料「${material.name.trim()}」重复`);
  }

  if (complete) {
    const empty = declaration.procedure.findIndex((step) => step.trim() === '');
    if (declaration.procedure.length === 0) at('procedure', '请填写申报程序');
    else if (empty >= 0) at('procedure', `申报程序第 ${empty + 1} 步为空，请填写或删除`);
    if (blank(declaration.service.department)) at('service.department', '请填写受理部门');
    if (blank(declaration.service.phone)) at('service.phone', '请填写咨询电话');
  }
  if (!blank(declaration.service.phone) && !PHONE.test(declaration.service.phone.trim())) at('service.phone', '咨询电话格式不正确，如 0571-87654321');
}

/** Every problem of a document, one Chinese message per field path; empty when there is none. */
export function validatePolicyDocument(document: PolicyDocument, options: ValidationOptions): DocumentErrors {
  const errors: DocumentErrors = {};
  const complete = options.stage === 'complete';
  if (blank(document.title)) errors['title'] = '请填写政策标题';
  else if (complete && [...document.title.trim()].length < TITLE_MIN_LENGTH) errors['title'] = `政策标题至少 ${TITLE_MIN_LENGTH} 个字`;
  if (complete && blank(document.docNo)) errors['docNo'] = '请填写文号';
  if (complete && blank(document.issuer)) errors['issuer'] = '请填写发文机构';
  if (complete && document.level !== 'national' && document.regionCode === null) errors['regionCode'] = '请选择发文地区';
  if (complete && blank(document.category)) errors['category'] = '请选择政策类别';
  if (duplicates(document.industries).size > 0) errors['industries'] = '支持行业有重复';
  checkDates(document, options, errors);
  checkArticles(document, options, errors);
  if (duplicates(document.attachments.map((file) => `${file.source}:${file.id}`)).size > 0) errors['attachments'] = '同一个附件添加了两次';
  if (document.declaration) checkDeclaration(document.declaration, document, options, errors);
  return { ...errors, ...rulesErrors(document, complete ? 'complete' : 'draft') };
}
