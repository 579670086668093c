import { DAY_MS, HOUR_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { listMaterials } from '../domain/declarations';
import type { Contact, ProjectRow as DeclarationProjectRow } from '../domain/declarations';
import { insertNotice, supportTextFor } from '../domain/notices';
import type { NewNotice } from '../domain/notices';
import type { PolicyRow } from '../domain/policies';
import { areaCodeFor } from './area-codes';
import type { SeedModule } from './seed-module';
import { contactTitle, landline } from './people';
import { placeOfProjectRegion } from './places';
import { isoDate } from './policies';
import type { Rng } from './prng';
import { REGIONS_BY_LEVEL } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import { bookTitle } from '@smes/eligibility';

/** Share of declaration projects announced by a notice of their own. */
const PROJECT_NOTICE_SHARE = 0.72;
export const STANDALONE_NOTICE_COUNT = 45;
export const OFFICE_HOURS = '工作日 9:00-12:00，13:30-17:30（法定节假日除外）';

type ProjectRow = Omit<DeclarationProjectRow, 'category'> & { conditions: string; procedure: string; contact: string; policy_id: number | null };

/** Paragraphs of a policy that promise money: what a notice's 扶持力度 tab lists. */
function supportArticles(content: string[]): string[] {
  const paid = content.filter((paragraph) => /万元|补助|奖励|贴息|补贴/.test(paragraph) && paragraph.startsWith('第'));
  return paid.map((paragraph) => paragraph.replace(/^第[^\u3000]+条\u3000/, ''));
}

async function noticeFromProject(db: Db, rng: Rng, row: ProjectRow, policy: PolicyRow | undefined): Promise<NewNotice | undefined> {
  const region = REGIONS_BY_LEVEL[row.level].find((item) => item.name === row.region_name);
  if (!region) return undefined;
  const place = await placeOfProjectRegion(db, region);
  const contact = JSON.parse(row.contact) as Contact;
  const conditions = JSON.parse(row.conditions) as PortalSchemas['DeclarationCondition'][];
  const category = policy?.category ?? '资金扶持';
  const content = policy ? (JSON.parse(policy.content) as string[]) : [];
  return {
    policyId: row.policy_id,
    title: `关于组织开展${row.project_name}工作的通知`,
    issuer: row.dept_name,
    level: place.level,
    regionCode: place.regionCode,
    provinceCode: place.provinceCode,
    cityCode: place.cityCode,
    regionName: place.regionName,
    category,
    industries: policy ? (JSON.parse(policy.industries) as string[]) : [],
    supportAmount: row.support_amount,
    supportText: supportTextFor(row.support_amount, category),
    keywords: JSON.parse(row.tags) as string[],
    startTime: row.start_time,
    endTime: row.end_time,
    publishDate: row.create_time.slice(0, 10),
    viewCount: Math.round(row.view_count * (0.6 + rng.next() * 0.8)),
    policyText: content,
    support: [row.support_desc, ...supportArticles(content).slice(0, 3)],
    conditions: conditions.map((condition) => `${condition.title}：${condition.detail}`),
    procedure: JSON.parse(row.procedure) as string[],
    materials: (await listMaterials(db, row.id)).map((material) => `${material.name}${material.required ? '' : '（如有）'}：${material.description}`),
    service: {
      department: row.dept_name,
      contact: contact.name,
      phone: contact.phone,
      address: contact.address,
      hours: OFFICE_HOURS,
    },
  };
}

/** Office hours in Beijing time: windows open at 09:00 and close at 17:30 (UTC+8). */
function beijingTime(base: Date, dayOffset: number, hour: number, minute: number): Date {
  const day = addMs(base, dayOffset * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 8, minute));
}

function windowFor(rng: Rng, status: PortalSchemas['DeclarationStatus'], now: Date, closingSoon: boolean): { start: Date; end: Date; publish: Date } {
  let start: Date;
  let end: Date;
  if (status === 'open') {
    start = beijingTime(now, -rng.int(5, 45), 9, 0);
    end = beijingTime(now, closingSoon ? rng.int(1, 6) : rng.int(10, 60), 17, 30);
  } else if (status === 'not_started') {
    start = beijingTime(now, rng.int(3, 40), 9, 0);
    end = beijingTime(start, rng.int(20, 45), 17, 30);
  } else {
    end = beijingTime(now, -rng.int(2, 200), 17, 30);
    start = beijingTime(end, -rng.int(20, 45), 9, 0);
  }
  const announced = addMs(start, -rng.int(3, 15) * DAY_MS - rng.int(0, 6) * HOUR_MS);
  return { start, end, publish: announced < now ? announced : addMs(now, -rng.int(1, 10) * DAY_MS) };
}

const GENERIC_PROCEDURE = ['企业在线填报并上传申报材料', '属地主管部门审核推荐', '组织专家评审', '拟支持名单公示', '下达资金或发文公布'];

function standaloneNotice(rng: Rng, policy: PolicyRow, status: PortalSchemas['DeclarationStatus'], now: Date, closingSoon: boolean): NewNotice {
  const window = windowFor(rng, status, now, closingSoon);
  const year = window.start.getUTCFullYear();
  const content = JSON.parse(policy.content) as string[];
  const support = supportArticles(content);
  const qualification = policy.category === '资质认定';
  return {
    policyId: policy.id,
    title: qualification
      ? `关于开展${year}年度${bookTitle(policy.title)}相关认定申报工作的通知`
      : `关于组织开展${year}年度${bookTitle(policy.title)}政策兑现申报工作的通知`,
    issuer: policy.issuer,
    level: policy.level,
    regionCode: policy.region_code,
    provinceCode: policy.province_code,
    cityCode: policy.city_code,
    regionName: policy.region_name,
    category: policy.category,
    industries: JSON.parse(policy.industries) as string[],
    supportAmount: policy.support_amount,
    supportText: supportTextFor(policy.support_amount, policy.category),
    keywords: [policy.category, policy.region_name, ...(qualification ? ['资质认定'] : ['政策兑现'])],
    startTime: window.start.toISOString(),
    endTime: window.end.toISOString(),
    publishDate: isoDate(window.publish),
    viewCount: rng.int(30, status === 'closed' ? 6000 : 2500),
    policyText: content,
    support: support.length > 0 ? support : ['按政策规定给予支持，具体以评审结果为准。'],
    conditions: [
      `在${policy.region_name === '全国' ? '中华人民共和国境内' : policy.region_name}依法注册、具有独立法人资格`,
      '近三年未发生重大安全生产、质量和环境污染事故，未被列入严重失信主体名单',
      `符合${bookTitle(policy.title)}规定的相应条件`,
    ],
    procedure: GENERIC_PROCEDURE,
    materials: ['申报书（在线填报后导出并盖章）', '营业执照副本复印件', '上年度财务审计报告', '信用承诺书', '与申报事项相关的证明材料'],
    service: {
      department: policy.issuer,
      contact: contactTitle(rng),
      phone: landline(rng, areaCodeFor(policy.province_code, policy.city_code)),
      address: `${policy.region_name === '全国' ? '北京市' : policy.region_name}政务服务中心${rng.int(1, 5)}楼${rng.int(1, 40)}号窗口`,
      hours: OFFICE_HOURS,
    },
  };
}

export const noticesSeed: SeedModule = {
  name: 'notices',
  async run({ db, rng, now }) {
    const projects = (await db.all('SELECT * FROM declaration_projects ORDER BY create_time, id')) as ProjectRow[];
    const policyById = new Map(
      ((await db.all('SELECT * FROM policies ORDER BY id')) as PolicyRow[]).map((policy) => [policy.id, policy]),
    );
    const soon = addMs(now, 7 * DAY_MS).toISOString();
    const at = now.toISOString();
    const drafts: { notice: NewNotice; projectId: number | null }[] = [];
    for (const row of projects) {
      // Every project closing within a week has its notice, so the home page's countdowns have targets.
      const closingSoon = row.start_time <= at && row.end_time >= at && row.end_time <= soon;
      if (!closingSoon && !rng.chance(PROJECT_NOTICE_SHARE)) continue;
      const notice = await noticeFromProject(db, rng, row, row.policy_id ? policyById.get(row.policy_id) : undefined);
      if (notice) drafts.push({ notice, projectId: row.id });
    }
    const linked = new Set(projects.map((row) => row.policy_id));
    const candidates = rng.shuffle(
      [...policyById.values()].filter(
        (policy) => policy.validity === 'valid' && !linked.has(policy.id) && (policy.support_amount !== null || policy.category === '资质认定'),
      ),
    );
    const statuses: PortalSchemas['DeclarationStatus'][] = ['open', 'open', 'not_started', 'closed', 'closed'];
    candidates.slice(0, STANDALONE_NOTICE_COUNT).forEach((policy, index) => {
      const status = statuses[index % statuses.length] ?? 'open';
      drafts.push({ notice: standaloneNotice(rng, policy, status, now, index % 15 === 0), projectId: null });
    });
    drafts.sort((a, b) => a.notice.publishDate.localeCompare(b.notice.publishDate));
    const link = 'UPDATE declaration_projects SET notice_id = ? WHERE id = ?';
    for (const { notice, projectId } of drafts) {
      const id = await insertNotice(db, notice);
      if (projectId !== null) await db.run(link, id, projectId);
    }
  },
};
