import type { QualityTier } from '@smes/eligibility';
import { insertMarketEnterprise } from '../domain/market-enterprises';
import type { NewMarketEnterprise } from '../domain/market-enterprises';
import type { Rng } from './prng';
import type { SeedModule } from './seed-module';

/** 优质中小企业 seeded; every tenth chose not to be public and never appears in the list or as a profile. */
export const QUALITY_SME_COUNT = 360;
export const isSeededPublic = (index: number) => index % 10 !== 7;
export const PUBLIC_QUALITY_SME_COUNT = Array.from({ length: QUALITY_SME_COUNT }, (_, index) => index).filter(isSeededPublic).length;

/** A line of business: its 行业门类, the word a company of it carries in its name, and what it makes. */
type Line = { industry: string; field: string; products: readonly string[] };

const LINES: readonly Line[] = [
  { industry: 'C', field: '新能源科技', products: ['动力电池电芯', '电池管理系统', '储能电池模组', '锂电池正极材料'] },
  { industry: 'C', field: '汽车零部件', products: ['驱动电机', '电机控制器', '汽车线束', '新能源汽车热管理系统'] },
  { industry: 'C', field: '半导体', products: ['功率器件', '模拟芯片', '芯片封装测试', '电子特气'] },
  { industry: 'I', field: '微电子', products: ['芯片设计', 'MCU 芯片设计', '射频芯片设计'] },
  { industry: 'C', field: '生物医药', products: ['原料药', '生物试剂', '抗体药物', '细胞培养基'] },
  { industry: 'M', field: '医药研发', products: ['CRO 临床前研究', '药物分析检测', '制剂工艺开发'] },
  { industry: 'C', field: '医疗器械', products: ['体外诊断试剂', '医用影像设备', '微创手术器械'] },
  { industry: 'C', field: '智能装备', products: ['工业机器人', '视觉检测设备', '数控机床', '智能产线'] },
  { industry: 'C', field: '精密传动', products: ['精密减速器', '伺服电机', '运动控制器'] },
  { industry: 'I', field: '工业软件', products: ['MES 制造执行系统', '产线控制软件', '工业互联网平台'] },
  { industry: 'C', field: '光电科技', products: ['图像传感器模组', '光学镜头', '激光器'] },
  { industry: 'C', field: '智能安防', products: ['网络摄像机', '智能门禁', '安防录像设备'] },
  { industry: 'I', field: '信息技术', products: ['视频云平台', '智慧城市平台软件', '数据中台'] },
  { industry: 'C', field: '新材料', products: ['碳纤维复合材料', '稀土永磁材料', '高分子功能膜', '电子陶瓷'] },
  { industry: 'C', field: '化工新材料', products: ['特种树脂', '光刻胶', '电解液'] },
  { industry: 'C', field: '光伏科技', products: ['光伏电池片', '光伏组件', '光伏逆变器', '光伏胶膜'] },
  { industry: 'D', field: '能源科技', products: ['储能系统集成', '分布式光伏电站运维', '综合能源服务'] },
  { industry: 'C', field: '电器', products: ['变频压缩机', '智能小家电', '家电控制板'] },
  { industry: 'C', field: '纺织科技', products: ['功能性面料', '差别化化纤', '数码印花面料'] },
  { industry: 'C', field: '精密机械', products: ['精密轴承', '液压元件', '精密模具'] },
  { industry: 'M', field: '检测技术', products: ['电磁兼容检测', '材料失效分析', '计量校准服务'] },
  { industry: 'C', field: '环保科技', products: ['工业废水处理设备', 'VOCs 治理设备', '固废资源化装备'] },
];

const BRANDS = [
  '恒越', '博远', '华腾', '瑞丰', '天成', '明拓', '鼎新', '思创', '凯瑞', '宏达', '新锐', '卓远', '永信', '光启', '睿智',
  '精工', '金石', '安诺', '拓邦', '海纳', '领航', '维康', '聚能', '云帆', '驰宇', '力拓', '东晟', '远景', '赛恩', '中擎',
  '星途', '铭扬', '科伦', '嘉诚', '立讯', '万润', '盛源', '浩川', '优谱', '英特',
];

/** Real divisions weighted toward 浙江 (the demo enterprises' province), then its neighbours and the big hubs. */
const PLACES: readonly { code: string; short: string }[] = [
  { code: '330110', short: '杭州' }, { code: '330108', short: '杭州' }, { code: '330106', short: '杭州' }, { code: '330109', short: '杭州' },
  { code: '330114', short: '杭州' }, { code: '330113', short: '杭州' }, { code: '330212', short: '宁波' }, { code: '330206', short: '宁波' },
  { code: '330282', short: '慈溪' }, { code: '330203', short: '宁波' }, { code: '330304', short: '温州' }, { code: '330402', short: '嘉兴' },
  { code: '330502', short: '湖州' }, { code: '330603', short: '绍兴' }, { code: '330702', short: '金华' }, { code: '331002', short: '台州' },
  { code: '320500', short: '苏州' }, { code: '320200', short: '无锡' }, { code: '320100', short: '南京' }, { code: '320400', short: '常州' },
  { code: '310000', short: '上海' }, { code: '440300', short: '深圳' }, { code: '440600', short: '佛山' }, { code: '440100', short: '广州' },
  { code: '340100', short: '合肥' }, { code: '370200', short: '青岛' }, { code: '350200', short: '厦门' }, { code: '420100', short: '武汉' },
  { code: '510100', short: '成都' }, { code: '110000', short: '北京' },
];

/** 长途区号 of each seeded place, for the landline an enterprise publishes. */
const AREA_CODES: Record<string, string> = {
  杭州: '0571', 宁波: '0574', 慈溪: '0574', 温州: '0577', 嘉兴: '0573', 湖州: '0572', 绍兴: '0575', 金华: '0579', 台州: '0576',
  苏州: '0512', 无锡: '0510', 南京: '025', 常州: '0519', 上海: '021', 深圳: '0755', 佛山: '0757', 广州: '020', 合肥: '0551',
  青岛: '0532', 厦门: '0592', 武汉: '027', 成都: '028', 北京: '010',
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '朱', '胡', '郭', '何', '林', '罗'];
const TITLES = ['经理', '女士', '先生'];

/**
 * Two in three seeded enterprises publish a contact (a 市场部 landline in their city); the rest chose not to.
 * Drawn from the index and name, not the shared generator, so every other seeded value stays as it was.
 */
function seededContact(index: number, name: string, short: string): NewMarketEnterprise['contact'] {
  if (index % 3 === 2) return null;
  let hash = 7;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 10_000_000;
  const areaCode = AREA_CODES[short] ?? '0571';
  return { name: `${SURNAMES[(index * 7) % SURNAMES.length]}${TITLES[index % TITLES.length]}`, phone: `${areaCode}-8${String(hash).padStart(7, '0')}` };
}

/**
 * 梯度培育: 创新型 comes before 专精特新, 专精特新 before 小巨人, each a year or more after the last; 高企 and
 * 科技型中小企业 are held alongside. Every seeded enterprise holds at least one tier.
 */
function composeTiers(rng: Rng, thisYear: number): NewMarketEnterprise['tiers'] {
  const tiers: { tier: QualityTier; year: number }[] = [];
  const ladder = rng.next();
  if (ladder < 0.55) {
    const innovative = rng.int(thisYear - 4, thisYear);
    tiers.push({ tier: 'innovative', year: innovative });
    if (ladder < 0.32 && innovative < thisYear) {
      const specialized = rng.int(innovative + 1, thisYear);
      tiers.push({ tier: 'specialized', year: specialized });
      if (ladder < 0.08 && specialized < thisYear) tiers.push({ tier: 'littleGiant', year: rng.int(specialized + 1, thisYear) });
    }
  }
  if (rng.chance(0.55)) tiers.push({ tier: 'highTech', year: rng.int(thisYear - 2, thisYear) });
  if (tiers.length === 0 || rng.chance(0.5)) tiers.push({ tier: 'techSme', year: thisYear - rng.int(0, 1) });
  return tiers;
}

const TIER_WORDS: Record<QualityTier, string> = {
  littleGiant: '国家级专精特新“小巨人”企业',
  specialized: '省级专精特新中小企业',
  innovative: '创新型中小企业',
  highTech: '高新技术企业',
  techSme: '科技型中小企业',
};

export function composeQualitySmes(rng: Rng, now: Date, count = QUALITY_SME_COUNT): NewMarketEnterprise[] {
  const thisYear = now.getUTCFullYear();
  const names = new Set<string>();
  const out: NewMarketEnterprise[] = [];
  for (let index = 0; index < count; index += 1) {
    const line = LINES[index % LINES.length] as Line;
    const place = PLACES[(index * 7 + Math.floor(index / LINES.length)) % PLACES.length] as { code: string; short: string };
    const compose = () => `${place.short}${rng.pick(BRANDS)}${line.field}${rng.chance(0.25) ? '股份有限公司' : '有限公司'}`;
    let name = compose();
    while (names.has(name)) name = compose();
    names.add(name);
    const products = rng.shuffle(line.products).slice(0, rng.int(1, Math.min(3, line.products.length)));
    const foundedYear = thisYear - rng.int(4, 22);
    const employees = rng.int(35, 680);
    const rdShare = rng.int(10, 45);
    const inventionPatents = rng.int(0, 36);
    const patents = inventionPatents + rng.int(3, 80) + rng.int(0, 12);
    const tiers = composeTiers(rng, thisYear);
    const tierText = [...tiers].sort((a, b) => a.year - b.year).map((item) => `${item.year}年获评${TIER_WORDS[item.tier]}`).join('，');
    out.push({
      name,
      regionCode: place.code,
      industry: line.industry,
      mainProducts: products.join('、'),
      profile: `${name}成立于${foundedYear}年，专注${line.field}领域，主营${products.join('、')}。现有员工${employees}人，研发人员约占${rdShare}%，拥有有效专利${patents}件，其中发明专利${inventionPatents}件。${tierText}。`,
      foundedYear,
      employees,
      inventionPatents,
      patents,
      tiers,
      public: isSeededPublic(index),
      contact: seededContact(index, name, place.short),
    });
  }
  return out;
}

export const qualitySmesSeed: SeedModule = {
  name: 'quality-smes',
  async run({ db, rng, now }) {
    for (const enterprise of composeQualitySmes(rng, now)) await insertMarketEnterprise(db, enterprise);
  },
};
