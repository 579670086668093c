import { DAY_MS, addMs } from '../clock';
import { insertInstitution } from '../domain/institutions';
import { makeCreditCode } from './credit-code';
import { SERVICE_CATEGORIES } from './dicts';
import type { SeedModule } from './seed-module';
import { digits, mobile, personName } from './people';
import { CITIES, DISTRICTS } from './regions';

export const SEEDED_INSTITUTION_COUNT = 40;

const BRANDS = [
  '知联', '恒信', '天衡', '启明', '智汇', '凯达', '诚正', '博远', '睿丰', '同创', '德润', '华策', '明理', '汇智',
  '安衡', '泽信', '云帆', '致远', '鼎成', '远见', '钱塘', '之江', '甬信', '瓯信', '禾丰', '越创', '金湖', '星火',
];

/** Name patterns per service category; `{city}` is the short city name or 浙江. */
const NAME_PATTERNS: Record<string, string[]> = {
  知识产权: ['{city}{brand}知识产权代理有限公司', '浙江{brand}专利代理有限公司'],
  财税服务: ['{city}{brand}财务咨询有限公司', '浙江{brand}税务师事务所有限公司'],
  法律服务: ['{city}{brand}法律咨询服务有限公司', '浙江{brand}企业合规服务有限公司'],
  认证服务: ['{city}{brand}认证咨询有限公司', '浙江{brand}质量认证服务有限公司'],
  人力资源: ['{city}{brand}人力资源服务有限公司', '浙江{brand}人才服务有限公司'],
  科技咨询: ['{city}{brand}科技咨询有限公司', '浙江{brand}科技服务有限公司'],
  检验检测: ['{city}{brand}检测技术有限公司', '浙江{brand}检验认证有限公司'],
  融资服务: ['{city}{brand}融资担保有限公司', '浙江{brand}投资咨询有限公司'],
  管理咨询: ['{city}{brand}企业管理咨询有限公司', '浙江{brand}管理顾问有限公司'],
};

/**
 * The second line an institution of each trade plausibly runs (a patent agency advises on 高企 and on IP law; it
 * does not sell 数字化转型诊断): what its name says it is decides what else it may sell.
 */
export const FITTING_SECONDARY: Record<string, readonly string[]> = {
  知识产权: ['科技咨询', '法律服务'],
  财税服务: ['管理咨询'],
  法律服务: ['知识产权'],
  认证服务: ['检验检测', '管理咨询'],
  人力资源: ['管理咨询'],
  科技咨询: ['知识产权', '管理咨询'],
  检验检测: ['认证服务'],
  融资服务: ['财税服务'],
  管理咨询: ['财税服务', '人力资源', '认证服务'],
};

export const institutionsSeed: SeedModule = {
  name: 'institutions',
  async run({ db, rng, now }) {
    const taken = new Set(
      ((await db.all('SELECT name FROM institutions')) as { name: string }[]).map((row) => row.name),
    );
    let created = 0;
    while (created < SEEDED_INSTITUTION_COUNT) {
      const category = SERVICE_CATEGORIES[created % SERVICE_CATEGORIES.length] ?? '管理咨询';
      const region = rng.pick(DISTRICTS);
      const city = CITIES.find((item) => region.fullName.startsWith(item.fullName)) ?? rng.pick(CITIES);
      const name = rng
        .pick(NAME_PATTERNS[category] ?? [])
        .replace('{city}', city.name.replace('市', ''))
        .replace('{brand}', rng.pick(BRANDS));
      if (taken.has(name)) continue;
      taken.add(name);
      const fitting = FITTING_SECONDARY[category] ?? [];
      const secondary = rng.chance(0.4) && fitting.length > 0 ? [rng.pick(fitting)] : [];
      const submittedAt = addMs(now, -rng.int(30, 700) * DAY_MS);
      await insertInstitution(db, {
              userId: null,
              name,
              creditCode: makeCreditCode({ division: region.division, organizationBody: digits(rng, 8) }),
              serviceCategories: [category, ...secondary],
              regionName: `${city.name}${region.name}`,
              contactName: personName(rng),
              contactPhone: mobile(rng),
              status: 'approved',
              rejectReason: null,
              submittedAt: submittedAt.toISOString(),
              reviewedAt: addMs(submittedAt, rng.int(2, 15) * DAY_MS).toISOString(),
            });
      created += 1;
    }
  },
};
