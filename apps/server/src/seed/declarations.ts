import { DAY_MS, HOUR_MS, addMs } from '../clock';
import { insertDeclaration } from '../domain/declarations';
import { chineseNumeral } from '@smes/policy-desk';
import { COMMON_HARD_CONDITIONS, COMMON_MATERIALS, DECLARATION_TOPICS, OPTIONAL_MATERIALS } from './declaration-topics';
import type { DeclarationCategory, DeclarationTopic } from './declaration-topics';
import type { SeedModule } from './seed-module';
import { contactTitle, landline } from './people';
import type { Rng } from './prng';
import { REGIONS_BY_LEVEL, departmentName, documentNumber } from './regions';
import type { Region } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import { bookTitle } from '@smes/eligibility';

export const SEEDED_DECLARATION_COUNT = 150;
/** Of the open windows, this many close within seven days of seeding. */
export const SEEDED_CLOSING_SOON = 12;

const STATUS_SHARE: Record<PortalSchemas['DeclarationStatus'], number> = { open: 0.4, not_started: 0.2, closed: 0.4 };

const LEVEL_WEIGHTS: [PortalSchemas['PolicyLevel'], number][] = [
  ['national', 0.08],
  ['provincial', 0.25],
  ['municipal', 0.35],
  ['district', 0.32],
];

export const PROCEDURES: Record<DeclarationCategory, string[]> = {
  资金扶持: [
    '企业登录申报系统在线填报',
    '上传申报材料并提交',
    '属地主管部门初审',
    '组织专家评审与实地核查',
    '拟支持名单公示（5 个工作日）',
    '下达资金计划并拨付',
  ],
  资质认定: [
    '企业注册并完善基本信息',
    '在线提交认定申请及材料',
    '属地主管部门审核推荐',
    '专家评审',
    '认定机构审查并公示',
    '公告认定结果、颁发证书',
  ],
  荣誉称号: ['企业自愿申报', '属地主管部门审核推荐', '专家评审', '社会公示', '发文公布名单并授牌'],
  平台载体: ['在线提交申请材料', '属地主管部门审核推荐', '专家评审与现场考察', '公示', '发文认定并给予支持'],
  人才项目: ['个人或团队在线申报', '用人单位审核', '主管部门资格审查', '专家评审与答辩', '公示并发文公布入选名单'],
};

export const SUPPORT_STEP = (max: number): number => (max >= 300 ? 50 : max >= 100 ? 10 : max >= 20 ? 5 : 1);

function pickLevel(rng: Rng): PortalSchemas['PolicyLevel'] {
  let roll = rng.next();
  for (const [level, weight] of LEVEL_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return level;
  }
  return 'district';
}

/** Office hours in Beijing time: applications open at 09:00 and close at 17:30 (UTC+8). */
function beijingTime(base: Date, dayOffset: number, hour: number, minute: number): Date {
  const day = addMs(base, dayOffset * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 8, minute));
}

type Window = { startTime: Date; endTime: Date; createTime: Date };

function makeWindow(rng: Rng, status: PortalSchemas['DeclarationStatus'], closingSoon: boolean, now: Date): Window {
  let startTime: Date;
  let endTime: Date;
  if (status === 'open') {
    startTime = beijingTime(now, -rng.int(5, 60), 9, 0);
    endTime = beijingTime(now, closingSoon ? rng.int(1, 6) : rng.int(8, 75), 17, 30);
  } else if (status === 'not_started') {
    startTime = beijingTime(now, rng.int(3, 45), 9, 0);
    endTime = beijingTime(startTime, rng.int(20, 60), 17, 30);
  } else {
    endTime = beijingTime(now, -rng.int(1, 240), 17, 30);
    startTime = beijingTime(endTime, -rng.int(20, 60), 9, 0);
  }
  const announced = addMs(startTime, -rng.int(3, 20) * DAY_MS - rng.int(0, 8) * HOUR_MS);
  const createTime = announced < now ? announced : addMs(now, -rng.int(1, 20) * DAY_MS);
  return { startTime, endTime, createTime };
}

function makeBatches(rng: Rng, window: Window, year: number): PortalSchemas['DeclarationBatch'][] {
  const length = window.endTime.getTime() - window.startTime.getTime();
  if (length > 40 * DAY_MS && rng.chance(0.35)) {
    const firstEnd = beijingTime(window.startTime, Math.floor(length / DAY_MS / 2), 17, 30);
    const secondStart = beijingTime(firstEnd, 1, 9, 0);
    return [
      { name: '第一批', startTime: window.startTime.toISOString(), endTime: firstEnd.toISOString() },
      { name: '第二批', startTime: secondStart.toISOString(), endTime: window.endTime.toISOString() },
    ];
  }
  return [{ name: `${year}年度`, startTime: window.startTime.toISOString(), endTime: window.endTime.toISOString() }];
}

function projectName(rng: Rng, topic: DeclarationTopic, region: Region, year: number): string {
  const regionPart = region.level === 'national' ? '' : region.name;
  const recurring = topic.category === '资质认定' || region.level === 'district';
  const withYear = !(recurring && rng.chance(0.35));
  return `${withYear ? `${year}年` : ''}${regionPart}${topic.title}`;
}

function withoutYear(name: string): string {
  return name.replace(/^\d{4}年/, '');
}

function supportAmount(rng: Rng, topic: DeclarationTopic): number | null {
  if (!topic.amount) return null;
  const [min, max] = topic.amount;
  const step = SUPPORT_STEP(max);
  return min + step * rng.int(0, Math.floor((max - min) / step));
}

function conditionsFor(rng: Rng, topic: DeclarationTopic, region: Region, policyTitle: string): PortalSchemas['DeclarationCondition'][] {
  let article = rng.int(3, 6);
  const regionText = region.level === 'national' ? '中华人民共和国境内' : region.name;
  return [...COMMON_HARD_CONDITIONS, ...topic.conditions].map((condition, index) => {
    const basis = `${bookTitle(policyTitle)}第${chineseNumeral(article)}条`;
    article += rng.int(1, 3);
    return {
      id: `c${index + 1}`,
      title: condition.title,
      detail: condition.detail.replaceAll('{region}', regionText),
      kind: condition.kind,
      basis,
    };
  });
}

function materialsFor(rng: Rng, topic: DeclarationTopic): PortalSchemas['DeclarationMaterial'][] {
  const optional = rng.shuffle(OPTIONAL_MATERIALS).slice(0, rng.int(1, 2));
  return [...COMMON_MATERIALS, ...topic.materials, ...optional].map((material, index) => ({
    id: `m${index + 1}`,
    name: material.name,
    required: material.required,
    description: material.description,
    mode: material.mode ?? 'upload',
  }));
}

function statusPlan(rng: Rng): { status: PortalSchemas['DeclarationStatus']; closingSoon: boolean }[] {
  const open = Math.round(SEEDED_DECLARATION_COUNT * STATUS_SHARE.open);
  const notStarted = Math.round(SEEDED_DECLARATION_COUNT * STATUS_SHARE.not_started);
  const plan: { status: PortalSchemas['DeclarationStatus']; closingSoon: boolean }[] = [];
  for (let index = 0; index < SEEDED_DECLARATION_COUNT; index += 1) {
    if (index < open) plan.push({ status: 'open', closingSoon: index < SEEDED_CLOSING_SOON });
    else if (index < open + notStarted) plan.push({ status: 'not_started', closingSoon: false });
    else plan.push({ status: 'closed', closingSoon: false });
  }
  return rng.shuffle(plan);
}

export const declarationsSeed: SeedModule = {
  name: 'declarations',
  async run({ db, rng, now }) {
    const names = new Set<string>();
    const plan = statusPlan(rng);
    // Creation order follows createTime, so ids grow with it like in a real back office.
    const drafts = plan.map(({ status, closingSoon }) => {
      let topic: DeclarationTopic;
      let region: Region;
      let name: string;
      let window: Window;
      do {
        const level = pickLevel(rng);
        const candidates = DECLARATION_TOPICS.filter((item) => item.levels.includes(level));
        topic = rng.pick(candidates.length > 0 ? candidates : DECLARATION_TOPICS);
        const levelToUse = topic.levels.includes(level) ? level : rng.pick(topic.levels);
        region = rng.pick(REGIONS_BY_LEVEL[levelToUse]);
        window = makeWindow(rng, status, closingSoon, now);
        name = projectName(rng, topic, region, window.startTime.getUTCFullYear());
        // Unique by what the project is, not by its year: a window that crosses New Year on some seeding
        // days must not change which draws follow (the seed is the same whatever the date).
      } while (names.has(withoutYear(name)));
      names.add(withoutYear(name));
      return { topic, region, name, window, status };
    });
    drafts.sort((left, right) => left.window.createTime.getTime() - right.window.createTime.getTime());

    for (const { topic, region, name, window, status } of drafts) {
      const year = window.startTime.getUTCFullYear();
      const issuer = departmentName(topic.dept, region);
      const policyTitle = `${region.level === 'national' ? '' : region.name}${topic.policy}`;
      const docNo = documentNumber(topic.dept, region, year, rng.int(3, 60), topic.docSuffix);
      const amount = supportAmount(rng, topic);
      const viewRange: Record<PortalSchemas['DeclarationStatus'], [number, number]> = {
        closed: [300, 9000],
        open: [50, 5000],
        not_started: [0, 800],
      };
      const [minViews, maxViews] = viewRange[status];
      await insertDeclaration(db, {
              projectName: name,
              deptName: issuer,
              level: region.level,
              regionName: region.name,
              category: topic.category,
              supportAmount: amount,
              supportDesc: topic.supportDesc(amount),
              startTime: window.startTime.toISOString(),
              endTime: window.endTime.toISOString(),
              createTime: window.createTime.toISOString(),
              viewCount: rng.int(minViews, maxViews),
              tags: region.level === 'national' ? topic.tags : [...topic.tags, region.name],
              summary: `为${topic.purpose}，根据${bookTitle(policyTitle)}（${docNo}）有关规定，现组织开展${name}工作。符合条件的企业请在申报期内登录系统在线填报，并按要求提交申报材料。`,
              policyBasis: { title: policyTitle, docNo, issuer },
              contact: {
                name: contactTitle(rng),
                phone: landline(rng, region.areaCode),
                address: `${region.fullName}政务服务中心${rng.int(1, 5)}楼${rng.int(1, 40)}号窗口`,
              },
              conditions: conditionsFor(rng, topic, region, policyTitle),
              materials: materialsFor(rng, topic),
              batches: makeBatches(rng, window, year),
              procedure: PROCEDURES[topic.category],
            });
    }
  },
};
