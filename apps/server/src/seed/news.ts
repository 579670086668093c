import { DAY_MS, addMs } from '../clock';
import { insertNews } from '../domain/news';
import type { NewNews, NewsCategoryCode } from '../domain/news';
import { isoDate } from './policies';
import type { Rng } from './prng';
import type { SeedModule } from './seed-module';

export const NEWS_COUNT = 320;
/** Items shown in the carousel: the newest few of the 通知要闻 and 新闻动态 marked as 头条. */
export const FEATURED_NEWS_COUNT = 6;

/** Real places with the names their own departments publish under. */
type Place = { region: string; short: string; gov: string; sme: string; tax: string; hrss: string; market: string; science: string; media: string };

const PLACES: readonly Place[] = [
  { region: '广东省', short: '广东', gov: '广东省人民政府办公厅', sme: '广东省工业和信息化厅', tax: '国家税务总局广东省税务局', hrss: '广东省人力资源和社会保障厅', market: '广东省市场监督管理局', science: '广东省科学技术厅', media: '南方日报' },
  { region: '深圳市', short: '深圳', gov: '深圳市人民政府办公厅', sme: '深圳市中小企业服务局', tax: '国家税务总局深圳市税务局', hrss: '深圳市人力资源和社会保障局', market: '深圳市市场监督管理局', science: '深圳市科技创新局', media: '深圳特区报' },
  { region: '广州市', short: '广州', gov: '广州市人民政府办公厅', sme: '广州市工业和信息化局', tax: '国家税务总局广州市税务局', hrss: '广州市人力资源和社会保障局', market: '广州市市场监督管理局', science: '广州市科学技术局', media: '广州日报' },
  { region: '浙江省', short: '浙江', gov: '浙江省人民政府办公厅', sme: '浙江省经济和信息化厅', tax: '国家税务总局浙江省税务局', hrss: '浙江省人力资源和社会保障厅', market: '浙江省市场监督管理局', science: '浙江省科学技术厅', media: '浙江日报' },
  { region: '杭州市', short: '杭州', gov: '杭州市人民政府办公厅', sme: '杭州市经济和信息化局', tax: '国家税务总局杭州市税务局', hrss: '杭州市人力资源和社会保障局', market: '杭州市市场监督管理局', science: '杭州市科学技术局', media: '杭州日报' },
  { region: '江苏省', short: '江苏', gov: '江苏省人民政府办公厅', sme: '江苏省工业和信息化厅', tax: '国家税务总局江苏省税务局', hrss: '江苏省人力资源和社会保障厅', market: '江苏省市场监督管理局', science: '江苏省科学技术厅', media: '新华日报' },
  { region: '苏州市', short: '苏州', gov: '苏州市人民政府办公室', sme: '苏州市工业和信息化局', tax: '国家税务总局苏州市税务局', hrss: '苏州市人力资源和社会保障局', market: '苏州市市场监督管理局', science: '苏州市科学技术局', media: '苏州日报' },
  { region: '北京市', short: '北京', gov: '北京市人民政府办公厅', sme: '北京市经济和信息化局', tax: '国家税务总局北京市税务局', hrss: '北京市人力资源和社会保障局', market: '北京市市场监督管理局', science: '北京市科学技术委员会、中关村科技园区管理委员会', media: '北京日报' },
  { region: '上海市', short: '上海', gov: '上海市人民政府办公厅', sme: '上海市经济和信息化委员会', tax: '国家税务总局上海市税务局', hrss: '上海市人力资源和社会保障局', market: '上海市市场监督管理局', science: '上海市科学技术委员会', media: '解放日报' },
  { region: '成都市', short: '成都', gov: '成都市人民政府办公厅', sme: '成都市经济和信息化局', tax: '国家税务总局成都市税务局', hrss: '成都市人力资源和社会保障局', market: '成都市市场监督管理局', science: '成都市科学技术局', media: '成都日报' },
  { region: '武汉市', short: '武汉', gov: '武汉市人民政府办公厅', sme: '武汉市经济和信息化局', tax: '国家税务总局武汉市税务局', hrss: '武汉市人力资源和社会保障局', market: '武汉市市场监督管理局', science: '武汉市科技创新局', media: '长江日报' },
  { region: '合肥市', short: '合肥', gov: '合肥市人民政府办公室', sme: '合肥市经济和信息化局', tax: '国家税务总局合肥市税务局', hrss: '合肥市人力资源和社会保障局', market: '合肥市市场监督管理局', science: '合肥市科学技术局', media: '合肥日报' },
];

type Dept = 'sme' | 'tax' | 'hrss' | 'market' | 'science' | 'gov';

/** One fact a news item is about: which department speaks, what it is about, and its numbers. */
type Topic = {
  dept: Dept;
  subject: string;
  measure: (rng: Rng) => string;
  action: string;
  /** What a 公示 about it lists; topics without one (a tax refund, say) are never the subject of a 公示. */
  roster?: string;
};

const TOPICS: readonly Topic[] = [
  { dept: 'sme', subject: '专精特新中小企业', roster: '拟认定专精特新中小企业名单', measure: (rng) => `新增认定 ${rng.int(120, 680)} 家`, action: '梯度培育' },
  { dept: 'sme', subject: '中小企业数字化转型', roster: '数字化转型试点企业拟入选名单', measure: (rng) => `${rng.int(30, 200)} 家试点企业完成改造`, action: '数字化改造' },
  { dept: 'sme', subject: '中小企业服务月', measure: (rng) => `开展服务活动 ${rng.int(40, 260)} 场`, action: '惠企服务' },
  { dept: 'tax', subject: '研发费用加计扣除', measure: (rng) => `为 ${rng.int(2, 40)} 千户企业减税 ${rng.int(8, 95)} 亿元`, action: '政策辅导' },
  { dept: 'tax', subject: '小微企业增值税减免', measure: (rng) => `惠及经营主体 ${rng.int(5, 60)} 万户`, action: '减税降费' },
  { dept: 'tax', subject: '留抵退税', measure: (rng) => `累计办理退税 ${rng.int(12, 140)} 亿元`, action: '快速退税' },
  { dept: 'hrss', subject: '稳岗返还', roster: '稳岗返还拟发放企业名单', measure: (rng) => `向 ${rng.int(3, 28)} 千家企业返还 ${rng.int(1, 18)} 亿元`, action: '免申即享' },
  { dept: 'hrss', subject: '高校毕业生就业补贴', roster: '吸纳高校毕业生就业补贴拟发放名单', measure: (rng) => `发放吸纳就业补贴 ${rng.int(800, 9000)} 万元`, action: '就业服务' },
  { dept: 'hrss', subject: '职业技能提升行动', measure: (rng) => `组织培训 ${rng.int(2, 30)} 万人次`, action: '技能培训' },
  { dept: 'market', subject: '个体工商户转型为企业', measure: (rng) => `全年完成“个转企” ${rng.int(600, 5200)} 户`, action: '登记便利化' },
  { dept: 'market', subject: '知识产权质押融资', roster: '知识产权质押融资贴息拟支持项目', measure: (rng) => `登记质押金额 ${rng.int(20, 300)} 亿元`, action: '知识产权金融' },
  { dept: 'market', subject: '企业开办“一网通办”', measure: (rng) => `开办时间压缩至 ${rng.int(1, 3)} 个工作日内`, action: '审批提速' },
  { dept: 'science', subject: '高新技术企业认定', roster: '拟认定高新技术企业名单', measure: (rng) => `拟认定高新技术企业 ${rng.int(300, 4200)} 家`, action: '认定管理' },
  { dept: 'science', subject: '科技型中小企业评价', roster: '科技型中小企业入库名单', measure: (rng) => `入库科技型中小企业 ${rng.int(1, 22)} 千家`, action: '评价入库' },
  { dept: 'science', subject: '科技创新券', roster: '科技创新券拟兑付名单', measure: (rng) => `兑付创新券 ${rng.int(500, 6000)} 万元`, action: '创新券兑付' },
  { dept: 'gov', subject: '营商环境优化', measure: (rng) => `推出改革举措 ${rng.int(18, 120)} 项`, action: '营商环境改革' },
  { dept: 'gov', subject: '惠企政策“免申即享”', measure: (rng) => `${rng.int(20, 90)} 项政策实现免申即享`, action: '政策直达' },
];

const ROSTER_TOPICS = TOPICS.filter((topic) => topic.roster !== undefined);

const EDITORS = ['李晓彤', '陈思远', '王嘉怡', '张浩然', '刘雨欣', '黄志明', '周静文', '吴俊杰', '郑雅琪', '孙立新', '马晓燕', '何文博'];

function deptName(place: Place, dept: Dept): string {
  return place[dept];
}

function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

type Facts = { place: Place; topic: Topic; dept: string; measure: string; date: string; year: number; batch: number; rng: Rng };

function notice(facts: Facts): Pick<NewNews, 'title' | 'summary' | 'content' | 'source'> {
  const { place, topic, dept, date, year, rng } = facts;
  const deadline = chineseDate(isoDate(addMs(new Date(`${date}T00:00:00.000Z`), rng.int(15, 45) * DAY_MS)));
  const title = rng.pick([
    `${dept}关于做好${year}年度${topic.subject}工作的通知`,
    `${place.short}部署${topic.subject}重点工作`,
    `${dept}召开${topic.subject}专题会议`,
  ]);
  return {
    title,
    source: dept,
    summary: `${dept}部署${year}年度${topic.subject}工作，明确时间安排与责任分工，相关材料请于${deadline}前报送。`,
    content: [
      `${chineseDate(date)}，${dept}就${year}年度${topic.subject}工作作出部署。`,
      `会议指出，${place.region}上一阶段${topic.subject}工作成效明显，${facts.measure}。下一步要围绕${topic.action}持续发力，让政策更快直达企业。`,
      `各区（县、市）主管部门要于${deadline}前汇总辖区内工作进展报送${dept}，并通过本门户同步公开办理情况。`,
      `企业如有疑问，可拨打 12345 政务服务便民热线或向属地主管部门咨询。`,
    ],
  };
}

function announcement(facts: Facts): Pick<NewNews, 'title' | 'summary' | 'content' | 'source'> {
  const { place, topic, dept, date, year, batch, rng } = facts;
  const days = rng.pick([5, 7, 10]);
  const count = rng.int(12, 360);
  return {
    title: `${place.short}${year}年第${batch}批${topic.roster ?? topic.subject}公示`,
    source: dept,
    summary: `经企业申报、区级初审和专家评审，本批共 ${count} 家企业，公示期 ${days} 个工作日。`,
    content: [
      `根据${year}年度${topic.subject}工作安排，经企业申报、区级初审、专家评审和${dept}审核，现将第${batch}批${topic.roster ?? '名单'}予以公示。`,
      `本批共 ${count} 家企业，公示期自${chineseDate(date)}起 ${days} 个工作日。`,
      `公示期内，对名单有异议的，请以书面形式实名向${dept}反映，并提供必要的证明材料；匿名或超过公示期的异议不予受理。`,
      `公示无异议的，将按程序拨付资金并在本门户公开结果。`,
    ],
  };
}

function dynamic(facts: Facts): Pick<NewNews, 'title' | 'summary' | 'content' | 'source'> {
  const { place, topic, dept, measure, date, rng } = facts;
  const district = rng.pick(['高新区', '经开区', '自贸片区', '产业园', '双创基地']);
  const title = rng.pick([
    `${place.short}${topic.subject}${measure}`,
    `${topic.action}见实效：${place.short}${topic.subject}${measure}`,
    `走进${place.short}${district}：${topic.subject}跑出加速度`,
  ]);
  return {
    title,
    source: rng.chance(0.5) ? place.media : dept,
    summary: `记者从${dept}获悉，${place.region}${topic.subject}${measure}，${topic.action}成为企业获得感最强的举措之一。`,
    content: [
      `记者${chineseDate(date)}从${dept}获悉，今年以来${place.region}${topic.subject}${measure}。`,
      `在${place.short}${district}，不少企业负责人表示，${topic.action}让企业少跑腿、快拿钱，研发和用工的底气更足了。`,
      `${dept}相关负责人介绍，下一步将继续完善${topic.subject}配套措施，推动更多政策“免申即享”“即申即享”。`,
    ],
  };
}

function interpretation(facts: Facts): Pick<NewNews, 'title' | 'summary' | 'content' | 'source'> {
  const { place, topic, dept, measure, year, rng } = facts;
  const questions = rng.shuffle([
    `谁可以享受${topic.subject}相关支持？`,
    `${topic.subject}怎么申请、去哪里办？`,
    `${topic.subject}的支持标准有哪些变化？`,
    `企业需要准备哪些材料？`,
  ]).slice(0, 3);
  return {
    title: rng.pick([`一文读懂${place.short}${year}年${topic.subject}新政`, `${dept}解读${topic.subject}有关政策`, `${topic.subject}政策问答（${place.short}版）`]),
    source: dept,
    summary: `${dept}围绕${questions[0] ?? topic.subject}等企业关心的问题作出解读。`,
    content: [
      `为帮助企业准确理解${topic.subject}政策，${dept}对企业关心的问题解读如下。`,
      ...questions.map((question, index) => `问${index + 1}：${question}答：请以政策原文为准；${place.region}将通过${topic.action}推进落实，目前已${measure}。`),
      `更多问题可通过本门户“找政策”查阅原文，或致电 12345 咨询。`,
    ],
  };
}

const WRITERS: Record<NewsCategoryCode, (facts: Facts) => Pick<NewNews, 'title' | 'summary' | 'content' | 'source'>> = {
  notice,
  announcement,
  dynamic,
  interpretation,
};
const CATEGORIES: readonly NewsCategoryCode[] = ['notice', 'announcement', 'dynamic', 'interpretation'];

export function composeNews(rng: Rng, now: Date, count = NEWS_COUNT): NewNews[] {
  const items: NewNews[] = [];
  for (let index = 0; index < count; index += 1) {
    const place = PLACES[index % PLACES.length] as Place;
    const category = CATEGORIES[(index + Math.floor(index / PLACES.length)) % CATEGORIES.length] as NewsCategoryCode;
    const topic = rng.pick(category === 'announcement' ? ROSTER_TOPICS : TOPICS);
    const date = isoDate(addMs(now, -(Math.floor(index / 2) + rng.int(0, 2)) * DAY_MS));
    const facts: Facts = {
      place,
      topic,
      dept: deptName(place, topic.dept),
      measure: topic.measure(rng),
      date,
      year: Number(date.slice(0, 4)),
      batch: rng.int(1, 4),
      rng,
    };
    const written = WRITERS[category](facts);
    items.push({
      ...written,
      category,
      author: rng.pick(EDITORS),
      regionName: place.region,
      publishDate: date,
      // Older items have been read more.
      viewCount: rng.int(30, 400) + index * rng.int(2, 9),
      featured: false,
    });
  }
  // Titles are unique within the corpus: a repeated one carries its date.
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.title)) item.title = `${item.title}（${item.publishDate}）`;
    seen.add(item.title);
  }
  // The 头条 speak in the portal's own regional voice (this is Zhejiang's portal): the newest notices and news of
  // 浙江省 and of 杭州市, half each, never another province's.
  const headlineRegions = ['浙江省', '杭州市'];
  for (const region of headlineRegions) {
    const newest = items
      .filter((item) => item.regionName === region && (item.category === 'notice' || item.category === 'dynamic'))
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      .slice(0, FEATURED_NEWS_COUNT / headlineRegions.length);
    for (const item of newest) item.featured = true;
  }
  return items;
}

export const newsSeed: SeedModule = {
  name: 'news',
  run: async ({ db, rng, now }) => {
    for (const item of composeNews(rng, now)) await insertNews(db, item);
  },
};
