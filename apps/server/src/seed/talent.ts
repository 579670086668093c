import { DAY_MS, HOUR_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { advanceContractRequests, createContractRequest, insertTalent } from '../domain/talent';
import type { NewTalent } from '../domain/talent';
import { findUserForLogin } from '../domain/users';
import { mobile } from './people';
import { isoDate } from './policies';
import type { Rng } from './prng';
import type { SeedModule } from './seed-module';
import type { PortalSchemas } from '@smes/contract-types';

type Education = PortalSchemas['TalentEducation'];
type PayUnit = PortalSchemas['TalentPayUnit'];
type Availability = PortalSchemas['TalentAvailability'];

/** A line of work people offer SMEs for hire or project work, with the going rates of the Yangtze delta in 2026. */
type Profession = {
  title: string;
  skills: readonly string[];
  certificates: readonly string[];
  payUnit: PayUnit;
  /** Low end of the expected pay (元 per unit), before seniority. */
  pay: readonly [number, number];
  education: readonly Education[];
  scope: readonly string[];
  field: string;
  employers: readonly string[];
  roles: readonly [string, string];
  duty: string;
};

const PROFESSIONS: readonly Profession[] = [
  {
    title: '高级工程师',
    skills: ['PLC编程', '工业机器人', '产线自动化', 'SolidWorks', '精益生产', '设备改造'],
    certificates: ['高级工程师（机械工程）职称', '西门子 S7 认证工程师'],
    payUnit: 'month',
    pay: [18000, 30000],
    education: ['bachelor', 'master'],
    scope: ['自动化产线方案设计与调试', '老旧设备数字化改造', '工艺与节拍优化', '车间技术人员带教'],
    field: '智能制造与自动化',
    employers: ['汽车零部件上市公司', '工业机器人系统集成商', '家电整机制造企业', '国家级专精特新“小巨人”企业'],
    roles: ['自动化工程师', '技术部经理'],
    duty: '负责产线自动化方案、设备选型与调试，带领团队完成多条产线改造',
  },
  {
    title: '注册会计师',
    skills: ['IPO审计', '财务尽调', '合并报表', '内控体系', '研发费用归集', '高企财务辅导'],
    certificates: ['中国注册会计师（CICPA）', '税务师'],
    payUnit: 'day',
    pay: [1500, 3000],
    education: ['bachelor', 'master'],
    scope: ['财务规范与内控搭建', '高新技术企业研发费用专项辅导', '融资前财务尽调', '年度审计配合与报表复核'],
    field: '审计与财务咨询',
    employers: ['大型会计师事务所', '拟上市制造企业', '区域性会计师事务所'],
    roles: ['审计项目经理', '财务总监'],
    duty: '主持年报审计与 IPO 申报财务核查，梳理内控与合并报表流程',
  },
  {
    title: '专利代理师',
    skills: ['专利撰写', '专利检索', '知识产权布局', '专利无效', '高企知识产权', '商标注册'],
    certificates: ['专利代理师资格证', '知识产权师（中级）'],
    payUnit: 'project',
    pay: [8000, 30000],
    education: ['bachelor', 'master', 'doctor'],
    scope: ['发明与实用新型专利撰写', '高企、专精特新申报的知识产权梳理', '竞品专利检索与风险分析', '专利布局规划'],
    field: '知识产权代理',
    employers: ['知识产权代理机构', '科技型制造企业知识产权部', '高校技术转移中心'],
    roles: ['专利代理师', '知识产权部负责人'],
    duty: '撰写机械、电学领域专利申请，处理审查意见答复与复审',
  },
  {
    title: '数字化顾问',
    skills: ['MES实施', 'ERP选型', '数据中台', '工业互联网', '数字化诊断', '低代码'],
    certificates: ['信息系统项目管理师', 'PMP 项目管理专业人士'],
    payUnit: 'day',
    pay: [2000, 4000],
    education: ['bachelor', 'master'],
    scope: ['中小企业数字化转型诊断', 'MES/ERP 选型与实施监理', '车间数据采集与看板', '数字化改造项目申报材料'],
    field: '数字化转型咨询',
    employers: ['工业互联网平台企业', '管理咨询公司', '大型 ERP 厂商实施部'],
    roles: ['实施顾问', '数字化咨询总监'],
    duty: '为制造企业做数字化诊断，主导 MES、ERP 项目从选型到上线',
  },
  {
    title: '外贸业务员',
    skills: ['跨境电商', '阿里国际站', '报关报检', '英语谈判', '海外展会', '信用证结算'],
    certificates: ['国际商务单证员证书', '大学英语六级'],
    payUnit: 'month',
    pay: [8000, 15000],
    education: ['college', 'bachelor'],
    scope: ['海外客户开发与询盘跟进', '阿里国际站与独立站运营', '出口报关、单证与结算', '广交会等展会接待'],
    field: '外贸与跨境电商',
    employers: ['小家电出口企业', '五金工具外贸公司', '跨境电商卖家'],
    roles: ['外贸业务员', '外贸部主管'],
    duty: '负责欧美与东南亚客户开发，年出口额稳定增长',
  },
  {
    title: '系统架构设计师',
    skills: ['Java', '微服务', '云原生', '数据库优化', 'Vue', '信创适配'],
    certificates: ['系统架构设计师（高级）', '阿里云 ACP 认证'],
    payUnit: 'month',
    pay: [25000, 40000],
    education: ['bachelor', 'master'],
    scope: ['业务系统架构设计与评审', '老系统云上迁移', '性能与安全加固', '研发团队技术带教'],
    field: '软件研发',
    employers: ['互联网平台企业', '工业软件公司', '金融科技公司'],
    roles: ['高级开发工程师', '技术负责人'],
    duty: '负责核心业务系统的架构设计与微服务改造，支撑日均千万级请求',
  },
  {
    title: '税务师',
    skills: ['税务筹划', '研发费用加计扣除', '出口退税', '税务稽查应对', '增值税', '个税汇算'],
    certificates: ['税务师职业资格证书', '中级会计师'],
    payUnit: 'day',
    pay: [1200, 2500],
    education: ['college', 'bachelor', 'master'],
    scope: ['研发费用加计扣除专项', '出口退税申报辅导', '税务健康检查', '优惠政策适用梳理'],
    field: '财税服务',
    employers: ['税务师事务所', '制造企业财务部', '财税服务机构'],
    roles: ['税务顾问', '税务经理'],
    duty: '为中小企业办理加计扣除、出口退税与年度汇算清缴',
  },
  {
    title: '人力资源管理师',
    skills: ['薪酬绩效', '招聘体系', '劳动用工合规', '组织发展', '股权激励', '社保公积金'],
    certificates: ['企业人力资源管理师（一级）', '劳动关系协调师'],
    payUnit: 'project',
    pay: [10000, 40000],
    education: ['bachelor', 'master'],
    scope: ['薪酬绩效体系搭建', '劳动用工合规审查', '关键岗位招聘', '人才政策申报辅导'],
    field: '人力资源管理',
    employers: ['民营制造集团', '人力资源服务公司', '连锁零售企业'],
    roles: ['HRBP', '人力资源总监'],
    duty: '搭建薪酬绩效与招聘体系，处理劳动用工合规事务',
  },
  {
    title: '质量工程师',
    skills: ['ISO9001', 'IATF16949', '六西格玛', '供应商质量', '质量追溯', '8D分析'],
    certificates: ['注册质量工程师（中级）', '六西格玛黑带'],
    payUnit: 'month',
    pay: [12000, 22000],
    education: ['college', 'bachelor', 'master'],
    scope: ['ISO9001/IATF16949 体系建立与认证辅导', '客户审核与投诉 8D 处理', '供应商质量提升', '质量数据追溯'],
    field: '质量管理',
    employers: ['汽车零部件企业', '医疗器械生产企业', '电子元器件制造企业'],
    roles: ['质量工程师', '质量部经理'],
    duty: '主导体系认证与客户审核，把年度客诉率降到行业较低水平',
  },
  {
    title: '电子商务师',
    skills: ['天猫运营', '抖音电商', '直播带货', '私域运营', '数据分析', '视觉策划'],
    certificates: ['电子商务师（三级）', '巨量引擎认证'],
    payUnit: 'month',
    pay: [10000, 20000],
    education: ['college', 'bachelor'],
    scope: ['店铺从零搭建与代运营', '直播间策划与投放', '私域社群运营', '大促活动策划'],
    field: '电商运营',
    employers: ['服装品牌电商部', '食品电商企业', '电商代运营公司'],
    roles: ['运营专员', '电商运营总监'],
    duty: '负责店铺运营与投放，主导年度大促，店铺年销售额过千万',
  },
  {
    title: '工业设计师',
    skills: ['产品外观设计', '结构设计', 'Rhino', 'KeyShot', '人机工程', 'CMF设计'],
    certificates: ['高级工业设计师', '红点设计奖获得者'],
    payUnit: 'project',
    pay: [15000, 60000],
    education: ['bachelor', 'master'],
    scope: ['新品外观与结构设计', '产品 CMF 方案', '设计奖项申报', '手板打样跟进'],
    field: '工业设计',
    employers: ['工业设计公司', '小家电品牌企业', '智能硬件初创企业'],
    roles: ['工业设计师', '设计总监'],
    duty: '主导小家电与智能硬件外观设计，多款产品量产上市',
  },
  {
    title: '执业律师',
    skills: ['合同审查', '股权架构', '劳动争议', '知识产权诉讼', '合规审查', '投融资法律'],
    certificates: ['律师执业证', '法律职业资格证书（A证）'],
    payUnit: 'project',
    pay: [8000, 30000],
    education: ['bachelor', 'master', 'doctor'],
    scope: ['常年法律顾问', '合同模板梳理与审查', '股权架构设计', '劳动与知识产权纠纷应对'],
    field: '企业法律服务',
    employers: ['律师事务所', '上市公司法务部', '投资机构'],
    roles: ['律师', '合伙人律师'],
    duty: '为中小企业提供常年法律顾问与投融资法律服务',
  },
];

export const TALENT_PER_PROFESSION = 18;
export const TALENT_COUNT = PROFESSIONS.length * TALENT_PER_PROFESSION;

/** Where they live and work: the seed's Zhejiang cities first, then the other regions the seed already uses. */
const REGIONS: readonly { code: string; name: string }[] = [
  { code: '330100', name: '杭州市' },
  { code: '330100', name: '杭州市' },
  { code: '330100', name: '杭州市' },
  { code: '330200', name: '宁波市' },
  { code: '330200', name: '宁波市' },
  { code: '330300', name: '温州市' },
  { code: '330400', name: '嘉兴市' },
  { code: '330500', name: '湖州市' },
  { code: '330600', name: '绍兴市' },
  { code: '330700', name: '金华市' },
  { code: '331000', name: '台州市' },
  { code: '320500', name: '苏州市' },
  { code: '310000', name: '上海市' },
  { code: '110000', name: '北京市' },
  { code: '440300', name: '深圳市' },
  { code: '440100', name: '广州市' },
  { code: '510100', name: '成都市' },
  { code: '420100', name: '武汉市' },
  { code: '340100', name: '合肥市' },
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗', '郑', '梁', '沈', '叶', '钱', '蒋', '俞', '金', '汪', '方'];
const GIVEN = ['伟', '敏', '静', '磊', '洋', '艳', '勇', '杰', '娟', '涛', '明', '超', '建华', '晓东', '海燕', '志强', '丽华', '文博', '思远', '雨桐', '佳怡', '浩然', '子涵', '一鸣', '欣怡'];
const MAIL_DOMAINS = ['163.com', 'qq.com', '126.com', 'foxmail.com', 'sina.com'];

const AVAILABILITIES: readonly Availability[] = ['immediate', 'withinMonth', 'projectOnly'];

/** 18-digit 居民身份证号 with its ISO 7064 MOD 11-2 check digit: stored only to show it never leaves the stand-in. */
function idNumber(rng: Rng, regionCode: string, birthYear: number): string {
  const body = `${regionCode.slice(0, 4)}${String(rng.int(1, 9)).padStart(2, '0')}${birthYear}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${String(rng.int(0, 999)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return `${body}${'10X98765432'[sum % 11] ?? '0'}`;
}

/** Rounded the way people quote pay: to the hundred for days, to the thousand for months and projects. */
function roundPay(value: number, unit: PayUnit): number {
  const step = unit === 'day' ? 100 : 1000;
  return Math.max(step, Math.round(value / step) * step);
}

function workHistory(rng: Rng, profession: Profession, years: number, region: string, today: number): PortalSchemas['TalentWork'][] {
  const split = Math.max(1, Math.round(years * (0.35 + rng.next() * 0.3)));
  const firstStart = today - years;
  const employers = rng.shuffle(profession.employers);
  return [
    {
      period: `${today - years + split}—至今`,
      organization: `${employers[0] ?? profession.employers[0]}（${region}）`,
      role: profession.roles[1],
      description: profession.duty,
    },
    {
      period: `${firstStart}—${firstStart + split}`,
      organization: employers[1] ?? profession.employers[0] ?? profession.field,
      role: profession.roles[0],
      description: `从事${profession.field}一线工作，参与${rng.int(3, 20)}个项目`,
    },
  ];
}

export const talentSeed: SeedModule = {
  name: 'talent',
  async run({ db, rng, now }) {
    const year = Number(isoDate(now).slice(0, 4));
    let index = 0;
    for (let round = 0; round < TALENT_PER_PROFESSION; round += 1) {
      for (const profession of PROFESSIONS) {
        const surname = rng.pick(SURNAMES);
        const female = rng.chance(0.42);
        const region = rng.pick(REGIONS);
        const years = rng.int(3, 26);
        const seniority = 1 + years / 30;
        const payMin = roundPay(rng.int(profession.pay[0], profession.pay[1]) * seniority, profession.payUnit);
        const payMax = roundPay(payMin * (1.3 + rng.next() * 0.5), profession.payUnit);
        const skills = rng.shuffle(profession.skills).slice(0, rng.int(3, 5));
        const education = rng.pick(profession.education);
        const availability = profession.payUnit === 'month' ? rng.pick(AVAILABILITIES.slice(0, 2)) : rng.pick(AVAILABILITIES);
        const talent: NewTalent = {
          displayName: `${surname}${female ? '女士' : '先生'}`,
          fullName: `${surname}${rng.pick(GIVEN)}`,
          phone: mobile(rng),
          email: `${rng.pick(['work', 'pro', 'hi', 'contact'])}${rng.int(1000, 99999)}@${rng.pick(MAIL_DOMAINS)}`,
          idNumber: idNumber(rng, region.code, year - 22 - years - rng.int(0, 4)),
          title: profession.title,
          skills,
          yearsOfExperience: years,
          education,
          regionCode: region.code,
          regionName: region.name,
          payUnit: profession.payUnit,
          payMin,
          payMax,
          availability,
          intro: `${years} 年${profession.field}经验，擅长${skills.slice(0, 3).join('、')}。${rng.pick([
            '服务过多家专精特新企业，能独立带项目落地。',
            '愿意扎根中小企业，帮团队把事情做扎实。',
            '沟通直接，交付有文档，接受驻场或远程协作。',
            '熟悉当地产业与政策，可配合企业做项目申报。',
          ])}`,
          workHistory: workHistory(rng, profession, years, region.name, year),
          certificates: rng.shuffle(profession.certificates).slice(0, rng.int(1, profession.certificates.length)),
          serviceScope: rng.shuffle(profession.scope).slice(0, 3),
          updatedDate: isoDate(addMs(now, -Math.floor(index / 3) * DAY_MS)),
        };
        await insertTalent(db, talent);
        index += 1;
      }
    }
    await seedContracts(db, now);
  },
};

/**
 * 杭州云栖智造 (the demo enterprise) has two answered 签约意向 in 个人中心: one accepted (its contact shown there),
 * one turned down for offering less than the person's rate. Only answered ones: an open one would be answered
 * within a day and message the demo account unasked.
 */
async function seedContracts(db: Db, now: Date): Promise<void> {
  const user = await findUserForLogin(db, '13800138000');
  if (!user) return;
  const sender = { userId: user.id, fallbackName: user.enterpriseName ?? user.nickName };
  const pick = async (sql: string) => ((await db.get(`SELECT id, pay_min FROM talents WHERE ${sql} ORDER BY id LIMIT 1`)) as { id: number; pay_min: number } | undefined);
  const engineer = (await pick("title = '高级工程师' AND region_code = '330100'")) ?? (await pick("title = '高级工程师'"));
  const lawyer = await pick("title = '执业律师'");
  const sentAt = addMs(now, -12 * DAY_MS - 4 * HOUR_MS);
  const start = isoDate(addMs(now, -10 * DAY_MS));
  const end = isoDate(addMs(now, 80 * DAY_MS));
  if (engineer) {
    await createContractRequest(
          db,
          sender,
          { talentId: engineer.id, role: '装配产线自动化改造负责人', amount: engineer.pay_min * 4, startDate: start, endDate: end, message: '我司计划改造两条伺服电机装配线，希望您驻场主导方案与调试。' },
          sentAt,
        );
  }
  if (lawyer) {
    await createContractRequest(
          db,
          sender,
          { talentId: lawyer.id, role: '常年法律顾问', amount: Math.max(500, Math.floor(lawyer.pay_min / 2)), startDate: start, endDate: isoDate(addMs(now, 20 * DAY_MS)), message: '需要梳理销售合同模板并审查两份供应商框架协议。' },
          addMs(sentAt, HOUR_MS),
        );
  }
  await advanceContractRequests(db, now, { notify: false });
}
