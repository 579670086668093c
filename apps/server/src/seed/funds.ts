import { DAY_MS, HOUR_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { advanceFinancingApplications, createFinancingApplication, insertFund } from '../domain/funds';
import type { NewFund } from '../domain/funds';
import { findUserForLogin } from '../domain/users';
import { isoDate } from './policies';
import type { SeedModule } from './seed-module';
import type { PortalSchemas } from '@smes/contract-types';
import { forEachInOrder } from '../shared/in-order';

type Guarantee = PortalSchemas['FundGuarantee'];

/** Real lenders of the seed's regions: banks' local branches, city and rural commercial banks, and the government-backed guarantors. */
type Provider = { name: string; brand: string; region: string; phone: string; kind: 'bank' | 'guarantor' };

const PROVIDERS: readonly Provider[] = [
  { name: '中国工商银行浙江省分行', brand: '工银', region: '浙江省', phone: '95588', kind: 'bank' },
  { name: '中国建设银行浙江省分行', brand: '建行', region: '浙江省', phone: '95533', kind: 'bank' },
  { name: '杭州银行', brand: '杭银', region: '杭州市', phone: '95398', kind: 'bank' },
  { name: '浙商银行', brand: '浙商', region: '杭州市', phone: '95527', kind: 'bank' },
  { name: '浙江泰隆商业银行', brand: '泰隆', region: '浙江省', phone: '95347', kind: 'bank' },
  { name: '浙江网商银行', brand: '网商', region: '杭州市', phone: '95188', kind: 'bank' },
  { name: '浙江省融资担保有限公司', brand: '浙担', region: '浙江省', phone: '0571-87896158', kind: 'guarantor' },
  { name: '杭州市融资担保有限公司', brand: '杭担', region: '杭州市', phone: '0571-85803661', kind: 'guarantor' },
  { name: '招商银行深圳分行', brand: '招行', region: '深圳市', phone: '95555', kind: 'bank' },
  { name: '平安银行深圳分行', brand: '平安', region: '深圳市', phone: '95511', kind: 'bank' },
  { name: '深圳农村商业银行', brand: '深农商', region: '深圳市', phone: '961200', kind: 'bank' },
  { name: '深圳市高新投融资担保有限公司', brand: '高新投', region: '深圳市', phone: '0755-82852555', kind: 'guarantor' },
  { name: '广州农村商业银行', brand: '广农商', region: '广州市', phone: '95313', kind: 'bank' },
  { name: '广发银行广州分行', brand: '广发', region: '广州市', phone: '400-830-8003', kind: 'bank' },
  { name: '广东省融资再担保有限公司', brand: '粤担', region: '广东省', phone: '020-38801990', kind: 'guarantor' },
  { name: '江苏银行', brand: '苏银', region: '江苏省', phone: '95319', kind: 'bank' },
  { name: '苏州银行', brand: '苏州银', region: '苏州市', phone: '96067', kind: 'bank' },
  { name: '南京银行苏州分行', brand: '南银', region: '苏州市', phone: '95302', kind: 'bank' },
  { name: '江苏省信用再担保集团', brand: '苏再担', region: '江苏省', phone: '025-84703100', kind: 'guarantor' },
  { name: '北京银行', brand: '北银', region: '北京市', phone: '95526', kind: 'bank' },
  { name: '北京农商银行', brand: '北农商', region: '北京市', phone: '96198', kind: 'bank' },
  { name: '中关村科技融资担保有限公司', brand: '中关村担保', region: '北京市', phone: '010-82892000', kind: 'guarantor' },
  { name: '上海银行', brand: '上银', region: '上海市', phone: '95594', kind: 'bank' },
  { name: '上海农商银行', brand: '沪农商', region: '上海市', phone: '021-962999', kind: 'bank' },
  { name: '上海市中小微企业政策性融资担保基金管理中心', brand: '沪担保', region: '上海市', phone: '021-62760666', kind: 'guarantor' },
  { name: '成都银行', brand: '成银', region: '成都市', phone: '95507', kind: 'bank' },
  { name: '成都中小企业融资担保有限责任公司', brand: '成担', region: '成都市', phone: '028-85180611', kind: 'guarantor' },
  { name: '汉口银行', brand: '汉银', region: '武汉市', phone: '96558', kind: 'bank' },
  { name: '武汉农村商业银行', brand: '武农商', region: '武汉市', phone: '96555', kind: 'bank' },
  { name: '徽商银行', brand: '徽银', region: '合肥市', phone: '40088-96588', kind: 'bank' },
  { name: '合肥科技农村商业银行', brand: '合科农商', region: '合肥市', phone: '0551-96669', kind: 'bank' },
  { name: '安徽省信用融资担保集团', brand: '皖担', region: '合肥市', phone: '0551-62876688', kind: 'guarantor' },
];

/** A product line as the banks of these regions run it: its range, its security, and what it asks for. */
type Line = {
  suffix: string;
  guarantee: Guarantee;
  tags: readonly string[];
  amount: readonly [number, number];
  rate: readonly [number, number];
  term: readonly [number, number];
  interestFirst: boolean;
  summary: string;
  eligibility: readonly string[];
  materials: readonly string[];
};

const BASE_MATERIALS = ['营业执照副本', '法定代表人身份证', '近两年财务报表及最近一期报表', '企业征信授权书'];

const LINES: readonly Line[] = [
  {
    suffix: '科创贷',
    guarantee: 'credit',
    tags: ['科创贷', '专精特新贷'],
    amount: [50, 1000],
    rate: [3.2, 4.5],
    term: [6, 36],
    interestFirst: true,
    summary: '面向科技型中小企业的纯信用贷款，看研发投入和知识产权，不看抵押物',
    eligibility: ['国家高新技术企业或入库科技型中小企业', '成立满 2 年，近一年有研发投入', '企业及实际控制人征信无不良记录'],
    materials: [...BASE_MATERIALS, '高新技术企业证书或科技型中小企业入库编号', '研发费用辅助账'],
  },
  {
    suffix: '人才贷',
    guarantee: 'credit',
    tags: ['人才贷'],
    amount: [50, 1000],
    rate: [3.0, 4.2],
    term: [12, 36],
    interestFirst: true,
    summary: '为省市认定的高层次人才创办或领衔的企业提供信用贷款，利率可享财政贴息',
    eligibility: ['企业创始人或核心技术负责人为省级以上人才计划入选者', '人才在企业持股不低于 10%', '企业主营业务与人才项目方向一致'],
    materials: [...BASE_MATERIALS, '人才认定证书或入选文件', '人才持股证明（股东名册）'],
  },
  {
    suffix: '专精特新贷',
    guarantee: 'credit',
    tags: ['专精特新贷'],
    amount: [100, 3000],
    rate: [3.1, 4.35],
    term: [12, 36],
    interestFirst: true,
    summary: '专精特新中小企业和“小巨人”企业的专属授信，额度随认定等级提高',
    eligibility: ['省级以上专精特新中小企业或专精特新“小巨人”企业', '上年营业收入 1000 万元以上', '资产负债率不高于 70%'],
    materials: [...BASE_MATERIALS, '专精特新认定文件', '近一年纳税证明'],
  },
  {
    suffix: '知识产权质押贷',
    guarantee: 'ipPledge',
    tags: ['知识产权质押贷', '科创贷'],
    amount: [50, 2000],
    rate: [3.3, 4.8],
    term: [12, 36],
    interestFirst: false,
    summary: '以有效发明专利、实用新型或注册商标质押，评估值的 30%–50% 可贷',
    eligibility: ['拥有权属清晰、在有效期内的发明专利、实用新型或注册商标', '质押物已实施或与主营产品相关', '企业征信无不良记录'],
    materials: [...BASE_MATERIALS, '专利证书或商标注册证', '知识产权评估报告（可由合作评估机构出具）'],
  },
  {
    suffix: '税易贷',
    guarantee: 'credit',
    tags: ['银税互动', '首贷'],
    amount: [10, 300],
    rate: [3.65, 5.5],
    term: [6, 12],
    interestFirst: true,
    summary: '银税互动产品，按纳税信用和近两年纳税额核定额度，线上申请、最快当天放款',
    eligibility: ['纳税信用等级 A 级、B 级或 M 级', '连续正常经营并纳税满 2 年', '近一年纳税总额 1 万元以上'],
    materials: ['营业执照副本', '法定代表人身份证', '电子税务局授权查询纳税信息'],
  },
  {
    suffix: '厂房抵押经营贷',
    guarantee: 'mortgage',
    tags: ['中长期贷款'],
    amount: [100, 5000],
    rate: [3.2, 4.2],
    term: [12, 120],
    interestFirst: false,
    summary: '以自有厂房、土地或商业用房抵押，最长 10 年，可随借随还',
    eligibility: ['抵押物产权清晰、可办理抵押登记', '企业正常经营满 3 年', '抵押率不超过评估值的 70%'],
    materials: [...BASE_MATERIALS, '不动产权证书', '抵押物评估报告'],
  },
  {
    suffix: '政采贷',
    guarantee: 'credit',
    tags: ['订单贷', '首贷'],
    amount: [20, 800],
    rate: [3.45, 4.9],
    term: [3, 12],
    interestFirst: true,
    summary: '凭政府采购中标通知书或合同申请，回款账户锁定，款到即还',
    eligibility: ['持有有效的政府采购合同或中标通知书', '合同尚未履行完毕', '回款账户开立在本行'],
    materials: [...BASE_MATERIALS, '政府采购合同或中标通知书'],
  },
  {
    suffix: '绿色技改贷',
    guarantee: 'mortgage',
    tags: ['绿色贷', '技改贷'],
    amount: [200, 5000],
    rate: [3.0, 3.95],
    term: [24, 96],
    interestFirst: false,
    summary: '支持节能改造、清洁生产和数字化技改项目，纳入央行碳减排支持工具的可享优惠利率',
    eligibility: ['技改项目已备案', '项目有节能量或减排量测算', '项目资本金不低于 20%'],
    materials: [...BASE_MATERIALS, '技改项目备案证明', '节能评估或减排测算报告'],
  },
];

/** What a government-backed guarantor offers: a guaranteed loan at a bank partner, with a low guarantee fee. */
const GUARANTEE_LINES: readonly Line[] = [
  {
    suffix: '政策性担保贷',
    guarantee: 'guarantee',
    tags: ['政策性担保', '首贷'],
    amount: [10, 1000],
    rate: [3.45, 4.5],
    term: [12, 36],
    interestFirst: false,
    summary: '政府性融资担保机构担保、合作银行放款，担保费率不超过 1%，无须抵押',
    eligibility: ['符合中小微企业划型标准', '单户在保余额不超过 1000 万元', '不属于“两高一剩”行业'],
    materials: [...BASE_MATERIALS, '担保申请书', '反担保措施说明（如有）'],
  },
  {
    suffix: '科技担保贷',
    guarantee: 'guarantee',
    tags: ['科创贷', '专精特新贷', '政策性担保'],
    amount: [100, 2000],
    rate: [3.3, 4.35],
    term: [12, 36],
    interestFirst: false,
    summary: '面向高新技术企业和专精特新企业的批量担保业务，银担分险、见贷即保',
    eligibility: ['国家高新技术企业或专精特新中小企业', '上年营业收入 500 万元以上', '企业及实际控制人无重大涉诉'],
    materials: [...BASE_MATERIALS, '资质证书', '主要客户合同清单'],
  },
  {
    suffix: '人才担保贷',
    guarantee: 'guarantee',
    tags: ['人才贷', '政策性担保'],
    amount: [50, 500],
    rate: [3.2, 4.0],
    term: [12, 36],
    interestFirst: false,
    summary: '为人才企业提供免抵押担保，财政对担保费给予补贴',
    eligibility: ['企业由市级以上认定人才创办', '人才为企业实际控制人或第一大股东之一'],
    materials: [...BASE_MATERIALS, '人才认定文件'],
  },
];

export const FUND_COUNT_PER_BANK = 2;
export const FUND_COUNT = PROVIDERS.filter((provider) => provider.kind === 'bank').length * FUND_COUNT_PER_BANK + PROVIDERS.filter((provider) => provider.kind === 'guarantor').length * 2;

/** A rate of the line's range moved by the lender's position, to two decimals (lenders do not quote finer). */
function rate(value: number): number {
  return Math.round(value * 100) / 100;
}

export const fundsSeed: SeedModule = {
  name: 'funds',
  async run({ db, rng, now }) {
    await forEachInOrder(PROVIDERS, async (provider, providerIndex) => {
          const lines = provider.kind === 'bank' ? rng.shuffle(LINES).slice(0, FUND_COUNT_PER_BANK) : rng.shuffle(GUARANTEE_LINES).slice(0, 2);
          await forEachInOrder(lines, async (line, lineIndex) => {
                  const shift = rng.int(-2, 3) * 0.05;
                  const amountMax = line.amount[1] * rng.pick([0.5, 1, 1]);
                  const fund: NewFund = {
                    name: `${provider.brand}${line.suffix}`,
                    provider: provider.name,
                    regionName: provider.region,
                    amountMin: line.amount[0],
                    amountMax: Math.max(line.amount[0] * 2, Math.round(amountMax)),
                    rateMin: rate(line.rate[0] + shift),
                    rateMax: rate(line.rate[1] + shift),
                    termMin: line.term[0],
                    termMax: line.term[1],
                    guarantee: line.guarantee,
                    tags: [...line.tags],
                    summary: line.summary,
                    description: `${provider.name}在${provider.region}开办的${line.suffix}产品。${line.summary}。参考年利率为${provider.region}同类产品近期执行区间，实际利率以审批结果为准。`,
                    repayments: line.interestFirst ? ['interestFirst', 'equalInstallment'] : ['equalInstallment'],
                    eligibility: [...line.eligibility],
                    materials: [...line.materials],
                    contactPhone: provider.phone,
                    baseApplications: rng.int(3, 240),
                    publishDate: isoDate(addMs(now, -(providerIndex * 3 + lineIndex * 7 + rng.int(0, 2)) * DAY_MS)),
                  };
                  await insertFund(db, fund);
                });
        });
    await seedApplications(db, now);
  },
};

/**
 * 杭州云栖智造 (the demo enterprise) has two finished applications in 个人中心: one lent, one turned down for
 * asking more than its revenue supports. Only finished ones: an open one would move on within a day and send
 * the demo account messages nobody asked for.
 */
async function seedApplications(db: Db, now: Date): Promise<void> {
  const user = await findUserForLogin(db, '13800138000');
  if (!user) return;
  const applicant = { userId: user.id, fallbackName: user.enterpriseName ?? user.nickName };
  const productNamed = async (name: string) => ((await db.get('SELECT id FROM fund_products WHERE name = ?', name)) as { id: number } | undefined)?.id;
  const lent = (await productNamed('杭担政策性担保贷')) ?? (await productNamed('杭担科技担保贷')) ?? (await productNamed('杭担人才担保贷'));
  const declined = ((await db.get("SELECT id, amount_max FROM fund_products WHERE guarantee = 'credit' AND amount_max >= 2500 ORDER BY id LIMIT 1")) as
    | { id: number; amount_max: number }
    | undefined)?.id;
  if (lent !== undefined) {
    await createFinancingApplication(
          db,
          applicant,
          { productId: lent, amount: 300, termMonths: 24, purpose: '采购伺服电机与控制器，备货年底订单', contactName: '陈思远', contactPhone: '13800138000' },
          addMs(now, -20 * DAY_MS - 3 * HOUR_MS),
        );
  }
  if (declined !== undefined) {
    await createFinancingApplication(
          db,
          applicant,
          { productId: declined, amount: 2500, termMonths: 12, purpose: '新建智能装配产线，购置设备与软件', contactName: '陈思远', contactPhone: '13800138000' },
          addMs(now, -9 * DAY_MS - 5 * HOUR_MS),
        );
  }
  await advanceFinancingApplications(db, now, { notify: false });
}
