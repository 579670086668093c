import { DAY_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { insertPolicy } from '../domain/policies';
import type { NewAttachment } from '../domain/attachments';
import type { NewPolicy, PatentSubsidies } from '../domain/policies';
import { toCsv } from '../shared/csv';
import { chineseNumeral } from '@smes/policy-desk';
import { COMMON_HARD_CONDITIONS, COMMON_MATERIALS, DECLARATION_TOPICS } from './declaration-topics';
import type { DeclarationTopic } from './declaration-topics';
import { PROCEDURES, SUPPORT_STEP } from './declarations';
import type { SeedModule } from './seed-module';
import { NATIONAL_PLACE, placeFor, placeOfProjectRegion } from './places';
import { issuerName, policyDocNo, scopeWord } from './policy-issuers';
import type { PolicyPlace } from './policy-issuers';
import { POLICY_CATEGORIES, POLICY_TOPICS, documentKind, topicsFor } from './policy-topics';
import type { Article, PolicyCategory, PolicyTopic } from './policy-topics';
import { SEED, createRng, hashString } from './prng';
import type { Rng } from './prng';
import { regionalDocNo, regionalIssuer, voiceFor } from './regional-voice';
import type { RegionalVoice } from './regional-voice';
import { REGIONS_BY_LEVEL } from './regions';
import { NATIONWIDE_CODE } from '../domain/regions';
import { COMPARABLE_CODES } from './region-tree';
import type { PortalSchemas } from '@smes/contract-types';
import { commitmentParagraphs } from '../domain/application-forms';

/** How many policies each issuing place ends up with (declaration-project policies count towards it). */
export const POLICY_PLAN: Readonly<Record<string, number>> = {
  [NATIONWIDE_CODE]: 48,
  '330000': 70,
  // Zhejiang cities
  '330100': 22,
  '330200': 16,
  '330300': 9,
  '330400': 7,
  '330500': 6,
  '330600': 7,
  '330700': 6,
  '330800': 4,
  '330900': 4,
  '331000': 6,
  '331100': 4,
  // Hangzhou districts
  '330110': 6,
  '330106': 5,
  '330108': 6,
  '330109': 5,
  '330102': 3,
  '330105': 3,
  '330113': 2,
  '330114': 3,
  '330111': 2,
  '330112': 2,
  '330122': 1,
  '330127': 1,
  '330182': 1,
  // Ningbo and other Zhejiang districts
  '330203': 3,
  '330212': 3,
  '330206': 2,
  '330205': 1,
  '330211': 1,
  '330282': 2,
  '330281': 2,
  '330304': 2,
  '330302': 1,
  '330402': 2,
  '330502': 2,
  '330603': 2,
  '330602': 1,
  '330702': 2,
  '331002': 2,
  // Other provinces and their cities
  '310000': 8,
  '110000': 6,
  '120000': 3,
  '500000': 3,
  '320000': 6,
  '320100': 5,
  '320500': 6,
  '320200': 2,
  '320400': 2,
  '320600': 1,
  '440000': 6,
  '440300': 6,
  '440100': 5,
  '440600': 2,
  '441900': 2,
  '370000': 4,
  '370100': 2,
  '370200': 2,
  '350000': 4,
  '350100': 2,
  '350200': 2,
  '340000': 4,
  '340100': 4,
  '340200': 1,
  '130000': 2,
  '140000': 2,
  '150000': 2,
  '210000': 2,
  '220000': 2,
  '230000': 2,
  '360000': 2,
  '410000': 2,
  '420000': 2,
  '430000': 2,
  '450000': 2,
  '460000': 2,
  '510000': 2,
  '520000': 2,
  '530000': 2,
  '540000': 2,
  '610000': 2,
  '620000': 2,
  '630000': 2,
  '640000': 2,
  '650000': 2,
};

const REPEALED_SHARE = 0.15;

const PATENT_CHOICES = {
  invention: [0.5, 1, 1.5, 2, 3],
  utility: [0.1, 0.2, 0.3],
  design: [0.05, 0.1, 0.2],
  pct: [3, 5, 8, 10],
  software: [0.05, 0.1, 0.2],
} as const;

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

function pickAmount(rng: Rng, range: readonly [number, number]): number {
  const [min, max] = range;
  const step = SUPPORT_STEP(max);
  return min + step * rng.int(0, Math.floor((max - min) / step));
}

function patentSubsidies(rng: Rng): PatentSubsidies {
  return {
    invention: rng.pick(PATENT_CHOICES.invention),
    utility: rng.pick(PATENT_CHOICES.utility),
    design: rng.pick(PATENT_CHOICES.design),
    pct: rng.pick(PATENT_CHOICES.pct),
    software: rng.pick(PATENT_CHOICES.software),
  };
}

function regionPrefix(place: PolicyPlace): string {
  return place.level === 'national' ? '' : place.regionName;
}

type Dates = { writtenDate: string; publishDate: string; effectiveDate: string; repealDate: string | null };

function policyDates(rng: Rng, now: Date, repealed: boolean, latestPublish?: Date): Dates {
  const publish = repealed
    ? addMs(now, -rng.int(4 * 365, 8 * 365) * DAY_MS)
    : latestPublish ?? addMs(now, -rng.int(5, 3 * 365) * DAY_MS);
  const written = addMs(publish, -rng.int(3, 20) * DAY_MS);
  const effective = addMs(publish, rng.int(0, 30) * DAY_MS);
  const repeal = repealed ? addMs(now, -rng.int(200, 3 * 365) * DAY_MS) : null;
  return {
    writtenDate: isoDate(written),
    publishDate: isoDate(publish),
    effectiveDate: isoDate(effective),
    repealDate: repeal ? isoDate(repeal) : null,
  };
}

/** The place's government, which approves a department's document: 深圳市人民政府, 余杭区人民政府. */
function governmentOf(place: PolicyPlace): string {
  return place.level === 'national' ? '国务院' : `${place.regionName}人民政府`;
}

function fill(text: string, place: PolicyPlace, voice: RegionalVoice): string {
  return text.replaceAll('{scope}', scopeWord(place)).replaceAll('{platform}', voice.platform);
}

/**
 * 第一条（全角空格）适用范围。…: numbered articles between a preamble and the closing articles. The
 * preamble, the region's own articles woven in, their order and the closing wording come from `text`, a
 * stream of the policy's own (so the main stream draws what it always drew and the ids stay put).
 */
function composeContent(kind: string, purpose: string, place: PolicyPlace, issuer: string, dates: Dates, articles: Article[], rng: Rng, text: Rng, paysMoney: boolean): string[] {
  const voice = voiceFor(place);
  // A tax notice or a guideline pays nothing: no funding clauses, no oversight of money it never gives.
  const clauses = [...(paysMoney ? voice.clauses : voice.clauses.filter(([, body]) => !FUNDING_WORDS.test(body))), ...voice.services];
  const oversight = paysMoney ? text.pick(voice.oversight) : fill(POLICY_OVERSIGHT, place, voice);
  const national = place.level === 'national';
  const scope = scopeWord(place);
  const strategy = text.pick(voice.strategies);
  const preamble = national
    ? text.pick([
        `为${purpose}，根据国家有关文件精神，制定本${kind}。`,
        `为贯彻落实${strategy}决策部署，${purpose}，经${governmentOf(place)}同意，制定本${kind}。`,
      ])
    : text.pick([
        `为${purpose}，根据国家和上级有关文件精神，结合${scope}实际和${strategy}要求，制定本${kind}。`,
        `为贯彻落实${strategy}部署，${purpose}，结合${scope}实际，制定本${kind}。`,
        `为${purpose}，深入落实${strategy}工作要求，经${governmentOf(place)}同意，现制定本${kind}。`,
      ]);
  const [first, ...rest] = articles;
  // The topic's own articles keep their order; one may be left out where the region covers it elsewhere.
  const dropped = rest.length > 3 && text.chance(0.35) ? text.int(0, rest.length - 1) : -1;
  // Who may apply and what is paid are never left out: the rule set encodes them, clause by clause.
  const kept = rest.filter(([heading], index) => index !== dropped || KEPT_ARTICLES.some((kept) => heading.endsWith(kept)));
  const regional = text
    .shuffle(clauses)
    .slice(0, national ? text.int(0, 1) : text.int(2, 3))
    .map(([heading, body]): Article => [heading, fill(body, place, voice)]);
  const body: Article[] = first ? [first] : [];
  for (const article of kept) body.push(article);
  for (const article of regional) body.splice(text.int(body.length > 0 ? 1 : 0, body.length), 0, article);
  const numbered = body.map(([heading, content], index) => `第${chineseNumeral(index + 1)}条\u3000${heading}。${content}`);
  const closingIndex = body.length + 1;
  const years = rng.pick([2, 3, 5]);
  const effective = chineseDate(dates.effectiveDate);
  const closing = text.pick([
    `本${kind}自${effective}起施行，有效期 ${years} 年，由${issuer}负责解释。`,
    `本${kind}由${issuer}负责解释，自${effective}起施行，有效期 ${years} 年。`,
    `本${kind}自${effective}起施行，有效期 ${years} 年。${scope === '全国' ? '此前' : `此前${scope}`}出台的同类政策与本${kind}不一致的，以本${kind}为准。本${kind}由${issuer}负责解释。`,
  ]);
  return [
    preamble,
    ...numbered,
    `第${chineseNumeral(closingIndex)}条\u3000监督管理。${oversight}`,
    `第${chineseNumeral(closingIndex + 1)}条\u3000附则。${closing}`,
  ];
}

const KEPT_ARTICLES = ['申报条件', '支持内容'];

const FUNDING_WORDS = /补助|奖励|资金|支持标准|支持比例|补贴|保费|配套|立项/;
const POLICY_OVERSIGHT = '各有关部门按职责抓好落实，执行情况通过{platform}向社会公开，接受社会监督。';

/** A policy's own stream for its wording, keyed by what it is and where (never by a date). */
function textRngFor(place: PolicyPlace, key: string): Rng {
  return createRng((SEED ^ hashString(`policy-text|${place.regionCode}|${key}`)) >>> 0);
}

/** Who issued a policy and when: what its attachments are signed and dated with. */
type AttachmentSource = { title: string; issuer: string; publishDate: string };

/**
 * Up to three attachments: the policy's own text, a 申报书 template and a 信用承诺书 as PDF documents (rendered
 * on first need), and the 申报材料清单 as a CSV an applicant opens in a spreadsheet.
 */
function attachmentsFor(rng: Rng, source: AttachmentSource, content: string[], materials: string[]): NewAttachment[] {
  const { title, issuer, publishDate } = source;
  const pdf = (name: string, subtitle: string | null, paragraphs: string[]): NewAttachment => ({
    name,
    contentType: 'application/pdf',
    document: { title, subtitle, issuer, date: publishDate, paragraphs },
  });
  const count = rng.pick([0, 1, 1, 2, 2, 3]);
  const options = rng.shuffle<NewAttachment>([
    pdf(
      '申报书模板.pdf',
      '项目申报书（模板）',
      // Room under each heading for the applicant to write in.
      [
        '一、申报单位基本情况（名称、统一社会信用代码、注册地址、法定代表人、联系人及电话）',
        '二、主营业务与主要产品（服务）',
        '三、近三年主要经济指标（营业收入、净利润、研发费用、纳税总额，单位：万元）',
        '四、申报事项及符合条件的说明',
        '五、申请支持金额及资金用途',
        '六、真实性承诺（法定代表人签字并加盖公章）',
      ].flatMap((section) => [section, '', '', '']),
    ),
    {
      name: '申报材料清单.csv',
      contentType: 'text/csv',
      body: toCsv([
        ['序号', '材料名称', '是否必需'],
        ...materials.map((material, index) => [String(index + 1), material, index < 3 ? '是' : '否']),
      ]),
    },
    pdf('政策原文.pdf', null, content),
    pdf('信用承诺书.pdf', '信用承诺书', [...commitmentParagraphs(title), '', '法定代表人（签字）：            单位（盖章）：']),
  ]);
  return options.slice(0, count).map((option, index) => ({ ...option, name: `附件${index + 1}-${option.name}` }));
}

const POLICY_MATERIALS = ['申报书', '营业执照副本复印件', '上年度财务审计报告', '信用承诺书', '相关证明材料'];

function viewCount(rng: Rng, publishDate: string, now: Date, repealed: boolean): number {
  const ageDays = Math.max(1, (now.getTime() - Date.parse(publishDate)) / DAY_MS);
  const base = Math.min(1, ageDays / 365) * (repealed ? 2000 : 9000);
  return Math.round(rng.int(20, 400) + base * rng.next());
}

/** The policy category a declaration topic belongs to in the policy library's dictionary. */
export function categoryOfDeclarationTopic(topic: DeclarationTopic): PolicyCategory {
  if (/专利|知识产权/.test(topic.title)) return '知识产权';
  if (/外贸|跨境/.test(topic.title)) return '市场开拓';
  if (/贷款|贴息|上市/.test(topic.title)) return '融资服务';
  if (/稳岗/.test(topic.title)) return '减负降本';
  const byCategory: Record<DeclarationTopic['category'], PolicyCategory> = {
    资金扶持: '资金扶持',
    资质认定: '资质认定',
    荣誉称号: '资质认定',
    平台载体: '创新支持',
    人才项目: '人才支持',
  };
  return byCategory[topic.category];
}

export function industriesOfDeclarationTopic(topic: DeclarationTopic): string[] {
  if (/数字化|技术改造|首台|绿色|工厂|浙江制造|单项冠军/.test(topic.title)) return ['C'];
  if (/外贸|跨境/.test(topic.title)) return ['C', 'F'];
  if (/服务业/.test(topic.title)) return ['F', 'L', 'M'];
  if (/技术先进型服务/.test(topic.title)) return ['I', 'M'];
  return [];
}

type ProjectRow = {
  id: number;
  project_name: string;
  level: PortalSchemas['PolicyLevel'];
  region_name: string;
  support_amount: number | null;
  support_desc: string;
  create_time: string;
  policy_basis: string;
};

type Basis = { title: string; docNo: string; issuer: string };

/** The documents the seeded declaration projects cite become real policies, and the projects link to them. */
async function seedProjectPolicies(db: Db, rng: Rng, now: Date): Promise<Map<string, number>> {
  const perPlace = new Map<string, number>();
  const projects = (await db.all('SELECT id, project_name, level, region_name, support_amount, support_desc, create_time, policy_basis FROM declaration_projects ORDER BY id')) as ProjectRow[];
  const groups = new Map<string, { basis: Basis; rows: ProjectRow[] }>();
  for (const row of projects) {
    const basis = JSON.parse(row.policy_basis) as Basis;
    const group = groups.get(basis.title) ?? { basis, rows: [] };
    group.rows.push(row);
    groups.set(basis.title, group);
  }
  const link = `UPDATE declaration_projects SET policy_id = ?, policy_basis = ? WHERE id = ?`;
  const fixSummary = `UPDATE declaration_projects SET summary = replace(summary, ?, ?) WHERE id = ?`;
  for (const { basis, rows } of groups.values()) {
    const first = rows[0];
    const topic = DECLARATION_TOPICS.find((item) => basis.title.endsWith(item.policy));
    const region = first ? REGIONS_BY_LEVEL[first.level].find((item) => item.name === first.region_name) : undefined;
    if (!first || !topic || !region) continue;
    const place = await placeOfProjectRegion(db, region);
    const amounts = rows.map((row) => row.support_amount).filter((amount): amount is number => amount !== null);
    const amount = amounts.length > 0 ? Math.max(...amounts) : null;
    const earliest = rows.reduce((min, row) => (row.create_time < min ? row.create_time : min), first.create_time);
    const dates = policyDates(rng, now, false, addMs(new Date(earliest), -rng.int(20, 200) * DAY_MS));
    const scope = scopeWord(place);
    const regionText = place.level === 'national' ? '中华人民共和国境内' : place.regionName;
    const listOf = (item: DeclarationTopic) =>
      [...COMMON_HARD_CONDITIONS, ...item.conditions].map((condition, index) => `（${chineseNumeral(index + 1)}）${condition.detail.replaceAll('{region}', regionText)}`);
    // A document two kinds of project rest on (创新型 and 专精特新 under one 梯度培育 细则) lists each kind's conditions.
    const topics = DECLARATION_TOPICS.filter((item) => basis.title.endsWith(item.policy) && rows.some((row) => row.project_name.endsWith(item.title)));
    const conditionArticles: Article[] =
      topics.length > 1
        ? topics.map((item): Article => [`${item.title.replace(/评价$|认定$/, '')}申报条件`, `申报单位应当同时符合下列条件：${listOf(item).join('；')}。`])
        : [['申报条件', `申报单位应当同时符合下列条件：${listOf(topic).join('；')}。`]];
    const materials = [...COMMON_MATERIALS, ...topic.materials].map((material) => material.name);
    const articles: Article[] = [
      ['适用范围', `本${documentKind(basis.title)}适用于在${scope === '全国' ? '中华人民共和国境内' : scope}依法注册、具有独立法人资格的企业。`],
      ['支持内容', `${topic.supportDesc(amount)}。`],
      ...conditionArticles,
      ['申报材料', `申报单位应当提交以下材料：${materials.join('、')}。`],
      ['工作程序', `${PROCEDURES[topic.category].join('；')}。`],
    ];
    const content = composeContent(documentKind(basis.title), topic.purpose, place, basis.issuer, dates, articles, rng, textRngFor(place, basis.title), amount !== null);
    // The projects numbered the document in the year their window opens, which can follow the publication
    // (〔2027〕 on a document published in 2026): a 文号 carries the year the document was issued.
    const docNo = withDocYear(basis.docNo, Number(dates.writtenDate.slice(0, 4)));
    const policy: NewPolicy = {
      title: basis.title,
      docNo,
      issuer: basis.issuer,
      level: place.level,
      regionCode: place.regionCode,
      provinceCode: place.provinceCode,
      cityCode: place.cityCode,
      regionName: place.regionName,
      category: categoryOfDeclarationTopic(topic),
      industries: industriesOfDeclarationTopic(topic),
      validity: 'valid',
      ...dates,
      content,
      viewCount: viewCount(rng, dates.publishDate, now, false),
      supportAmount: amount,
      patentSubsidies: null,
      ruleSet: null,
      createdAt: `${dates.publishDate}T01:00:00.000Z`,
      attachments: attachmentsFor(rng, { title: basis.title, issuer: basis.issuer, publishDate: dates.publishDate }, content, materials),
    };
    const id = await insertPolicy(db, policy);
    perPlace.set(place.regionCode, (perPlace.get(place.regionCode) ?? 0) + 1);
    for (const row of rows) {
      const own = JSON.parse(row.policy_basis) as Basis;
      await db.run(link, id, JSON.stringify({ ...own, docNo }), row.id);
      await db.run(fixSummary, own.docNo, docNo, row.id);
    }
  }
  return perPlace;
}

/** The 文号 with its 〔year〕 (or 公告year年) set to `year`. */
export function withDocYear(docNo: string, year: number): string {
  return docNo.replace(/〔\d{4}〕/, `〔${year}〕`).replace(/公告\d{4}年/, `公告${year}年`);
}

/** Categories for a place's slots: round-robin over a shuffled list, 知识产权 first where regions get compared. */
function categoryPlan(rng: Rng, count: number, comparable: boolean): PolicyCategory[] {
  const order = rng.shuffle(POLICY_CATEGORIES);
  if (comparable) order.sort((a, b) => Number(b === '知识产权') - Number(a === '知识产权'));
  return Array.from({ length: count }, (_unused, index) => order[index % order.length] as PolicyCategory);
}

function chooseTopic(rng: Rng, category: PolicyCategory, level: PortalSchemas['PolicyLevel'], prefix: string, taken: Set<string>): PolicyTopic {
  const ofCategory = rng.shuffle(topicsFor(category, level));
  const fresh = ofCategory.find((topic) => !taken.has(prefix + topic.title));
  if (fresh) return fresh;
  const anyLevel = rng.shuffle(POLICY_TOPICS.filter((topic) => topic.levels.includes(level)));
  return anyLevel.find((topic) => !taken.has(prefix + topic.title)) ?? ofCategory[0] ?? anyLevel[0] ?? (POLICY_TOPICS[0] as PolicyTopic);
}

/**
 * More documents for the provinces compared in 区域对比 besides Zhejiang, so a comparison shows policy
 * rather than how much data was seeded. Seeded by `regionalPoliciesSeed`.
 */
export const REGIONAL_CORPUS_PLAN: Readonly<Record<string, number>> = {
  '310000': 24,
  '320000': 10,
  '320100': 7,
  '320500': 6,
  '440000': 10,
  '440300': 8,
  '440100': 7,
  '340000': 12,
  '340100': 9,
};

/** A topic's maximum support scaled to the region's fiscal weight, on the topic's own step. */
function regionalAmount(amount: number, place: PolicyPlace): number {
  const factor = voiceFor(place).amountFactor;
  if (factor === 1) return amount;
  const step = SUPPORT_STEP(amount);
  return Math.max(step, Math.round((amount * factor) / step) * step);
}

export async function draftPolicies(db: Db, rng: Rng, now: Date, plan: Readonly<Record<string, number>>, taken: Set<string>, existing: Map<string, number>): Promise<NewPolicy[]> {
  const comparable = new Set(COMPARABLE_CODES);
  const drafts: NewPolicy[] = [];
  for (const [code, planned] of Object.entries(plan)) {
    const place = code === NATIONWIDE_CODE ? NATIONAL_PLACE : await placeFor(db, code);
    const count = Math.max(1, planned - (existing.get(code) ?? 0));
    const prefix = regionPrefix(place);
    for (const category of categoryPlan(rng, count, comparable.has(code))) {
      const topic = chooseTopic(rng, category, place.level, prefix, taken);
      const repealed = rng.chance(REPEALED_SHARE);
      const dates = policyDates(rng, now, repealed);
      const year = Number(dates.writtenDate.slice(0, 4));
      const issuer = regionalIssuer(topic.dept, place, issuerName(topic.dept, place));
      // A second document on a topic is how agencies usually publish: 关于印发《…》的通知, or a revision.
      const reissue = topic.title.startsWith('关于') ? [] : [`${issuer}关于印发《${prefix}${topic.title}》的通知`];
      // One revision per topic and place, whatever its year: which documents exist must not depend on the
      // seeding date (a year boundary inside the date range would otherwise add or drop a document).
      const revision = `${prefix}${topic.title}（修订）`;
      const slot = [prefix + topic.title, ...reissue, revision].find((candidate) => !taken.has(candidate));
      if (slot === undefined) continue;
      taken.add(slot);
      const title = slot === revision ? `${prefix}${topic.title}（${year}年修订）` : slot;
      const amount = topic.amount ? regionalAmount(pickAmount(rng, topic.amount), place) : null;
      const patent = topic.patent ? patentSubsidies(rng) : null;
      const articles = topic.articles({ scope: scopeWord(place), place, amount: amount ?? 0, rng, year, patent: patent ?? {} });
      const content = composeContent(documentKind(topic.title), topic.purpose, place, issuer, dates, articles, rng, textRngFor(place, slot), amount !== null);
      const serial = rng.int(2, 68);
      drafts.push({
        title,
        docNo: regionalDocNo(topic.dept, place, year, serial, policyDocNo(topic.dept, place, year, serial)),
        issuer,
        level: place.level,
        regionCode: place.regionCode,
        provinceCode: place.provinceCode,
        cityCode: place.cityCode,
        regionName: place.regionName,
        category: topic.category,
        industries: [...rng.pick(topic.industries)],
        validity: repealed ? 'repealed' : 'valid',
        ...dates,
        content,
        viewCount: viewCount(rng, dates.publishDate, now, repealed),
        supportAmount: amount,
        patentSubsidies: patent,
        ruleSet: null,
        createdAt: `${dates.publishDate}T01:00:00.000Z`,
        attachments: attachmentsFor(rng, { title, issuer, publishDate: dates.publishDate }, content, POLICY_MATERIALS),
      });
    }
  }
  return drafts;
}

async function seedGenericPolicies(db: Db, rng: Rng, now: Date, existing: Map<string, number>): Promise<void> {
  const taken = new Set(((await db.all('SELECT title FROM policies')) as { title: string }[]).map((row) => row.title));
  const drafts = await draftPolicies(db, rng, now, POLICY_PLAN, taken, existing);
  // Ids follow publication order, like a real library that grows over time.
  drafts.sort((a, b) => a.publishDate.localeCompare(b.publishDate));
  for (const draft of drafts) await insertPolicy(db, draft);
}

export const policiesSeed: SeedModule = {
  name: 'policies',
  async run({ db, rng, now }) {
    const existing = await seedProjectPolicies(db, rng, now);
    await seedGenericPolicies(db, rng, now, existing);
  },
};
