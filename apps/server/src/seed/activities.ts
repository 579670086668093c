import { DAY_MS, HOUR_MS, addMs } from '../clock';
import { insertActivity } from '../domain/activities';
import type { NewActivity } from '../domain/activities';
import type { Rng } from './prng';
import type { SeedModule } from './seed-module';

/** The activity with a single seat left: the journey registers for it until it is full. */
export const LAST_SEAT_ACTIVITY_TITLE = '杭州市2026年度高新技术企业认定政策宣讲会';

type Dept = 'sme' | 'center' | 'tax' | 'hrss' | 'science';
type City = {
  name: string;
  depts: Record<Dept, string>;
  venues: readonly string[];
  hotline: string;
};

/** Real cities of the seed's regions, with the names their departments publish under and real venues. */
const CITIES: readonly City[] = [
  {
    name: '杭州市',
    depts: { sme: '杭州市经济和信息化局', center: '杭州市中小企业服务中心', tax: '国家税务总局杭州市税务局', hrss: '杭州市人力资源和社会保障局', science: '杭州市科学技术局' },
    venues: ['杭州市民中心 J 楼 3 楼报告厅', '杭州国际博览中心 2 楼 B 厅', '未来科技城学术交流中心 1 号会议室', '滨江区物联网产业园 C 座路演厅'],
    hotline: '0571-85256120',
  },
  {
    name: '宁波市',
    depts: { sme: '宁波市经济和信息化局', center: '宁波市中小企业服务中心', tax: '国家税务总局宁波市税务局', hrss: '宁波市人力资源和社会保障局', science: '宁波市科学技术局' },
    venues: ['宁波国际会议中心 3 号厅', '宁波市行政中心 1 号楼报告厅', '宁波国家高新区研发园 A 区路演中心'],
    hotline: '0574-89186330',
  },
  {
    name: '温州市',
    depts: { sme: '温州市经济和信息化局', center: '温州市中小企业发展促进中心', tax: '国家税务总局温州市税务局', hrss: '温州市人力资源和社会保障局', science: '温州市科学技术局' },
    venues: ['温州国际会展中心 5 号馆会议室', '温州市民中心 2 楼多功能厅', '温州浙南科技城创新中心报告厅'],
    hotline: '0577-88968215',
  },
  {
    name: '嘉兴市',
    depts: { sme: '嘉兴市经济和信息化局', center: '嘉兴市中小企业服务中心', tax: '国家税务总局嘉兴市税务局', hrss: '嘉兴市人力资源和社会保障局', science: '嘉兴市科学技术局' },
    venues: ['嘉兴市科技城会议中心 201 室', '嘉兴南湖国际会议中心 B 厅'],
    hotline: '0573-82529017',
  },
  {
    name: '深圳市',
    depts: { sme: '深圳市工业和信息化局', center: '深圳市中小企业服务局', tax: '国家税务总局深圳市税务局', hrss: '深圳市人力资源和社会保障局', science: '深圳市科技创新局' },
    venues: ['深圳会展中心 5 楼簕杜鹃厅', '南山区深圳湾创业广场 T2 栋路演厅', '深圳市民中心 C 区多功能厅'],
    hotline: '0755-88102326',
  },
  {
    name: '苏州市',
    depts: { sme: '苏州市工业和信息化局', center: '苏州市中小企业服务中心', tax: '国家税务总局苏州市税务局', hrss: '苏州市人力资源和社会保障局', science: '苏州市科学技术局' },
    venues: ['苏州国际博览中心 G 馆会议室', '苏州工业园区独墅湖会议中心 2 号厅'],
    hotline: '0512-68616321',
  },
  {
    name: '上海市',
    depts: { sme: '上海市经济和信息化委员会', center: '上海市中小企业发展服务中心', tax: '国家税务总局上海市税务局', hrss: '上海市人力资源和社会保障局', science: '上海市科学技术委员会' },
    venues: ['上海国际会议中心 7 楼长江厅', '张江科学会堂 3 楼报告厅', '漕河泾开发区科技绿洲会议中心'],
    hotline: '021-62751108',
  },
  {
    name: '成都市',
    depts: { sme: '成都市经济和信息化局', center: '成都市中小企业服务中心', tax: '国家税务总局成都市税务局', hrss: '成都市人力资源和社会保障局', science: '成都市科学技术局' },
    venues: ['成都世纪城国际会议中心 3 号厅', '天府软件园 A 区创业场报告厅'],
    hotline: '028-61881502',
  },
];

type Topic = {
  type: NewActivity['type'];
  dept: Dept;
  subject: string;
  /** What the organiser says the activity covers. */
  covers: string;
  audience: string;
  agenda: readonly string[];
  online: boolean;
  capacity: [number, number];
  hours: number;
};

const TOPICS: readonly Topic[] = [
  {
    type: 'policy', dept: 'science', subject: '2026年度高新技术企业认定政策宣讲会',
    covers: '解读高新技术企业认定管理办法及工作指引，讲解研发费用归集、知识产权与高新技术产品（服务）收入的认定口径',
    audience: '拟申报或重新认定高新技术企业的科技型中小企业负责人、财务和研发管理人员',
    agenda: ['签到', '高新技术企业认定政策解读', '研发费用专项审计要点', '现场答疑'], online: false, capacity: [100, 300], hours: 2.5,
  },
  {
    type: 'policy', dept: 'sme', subject: '专精特新中小企业梯度培育政策解读会',
    covers: '解读创新型中小企业评价、专精特新中小企业认定标准和省级专项资金支持方向',
    audience: '已获评创新型中小企业、计划申报专精特新的企业',
    agenda: ['签到', '梯度培育政策解读', '申报系统操作演示', '企业经验分享', '交流答疑'], online: true, capacity: [150, 400], hours: 2.5,
  },
  {
    type: 'policy', dept: 'tax', subject: '研发费用加计扣除与留抵退税政策辅导会',
    covers: '讲解研发费用税前加计扣除的适用范围、辅助账设置与预缴申报享受，以及增值税期末留抵退税的办理流程',
    audience: '企业财务负责人、办税人员',
    agenda: ['签到', '加计扣除政策要点', '留抵退税办理流程', '电子税务局操作演示', '答疑'], online: true, capacity: [200, 500], hours: 2,
  },
  {
    type: 'policy', dept: 'hrss', subject: '稳岗返还与吸纳就业补贴政策宣讲会',
    covers: '讲解失业保险稳岗返还、一次性扩岗补助和吸纳高校毕业生就业补贴的申领条件与线上办理',
    audience: '中小微企业人事负责人、经办人员',
    agenda: ['签到', '稳岗返还政策解读', '就业补贴申领演示', '答疑'], online: false, capacity: [80, 200], hours: 2,
  },
  {
    type: 'training', dept: 'center', subject: '中小企业数字化转型实务培训',
    covers: '围绕数字化诊断、上云用数赋智和工业互联网平台选型，结合本地试点企业案例讲解转型路径与补助申报',
    audience: '制造业中小企业总经理、信息化负责人',
    agenda: ['签到', '数字化转型诊断方法', '标杆企业案例', '数字化改造补助申报', '分组研讨'], online: false, capacity: [40, 120], hours: 6,
  },
  {
    type: 'training', dept: 'science', subject: '知识产权布局与专利申请实务培训',
    covers: '讲解专利挖掘与布局、发明专利快速预审通道、知识产权质押融资的办理要点',
    audience: '企业研发负责人、知识产权专员',
    agenda: ['签到', '专利挖掘与布局', '快速预审通道', '知识产权质押融资', '答疑'], online: true, capacity: [60, 200], hours: 3,
  },
  {
    type: 'training', dept: 'tax', subject: '企业财务合规与税务风险防控培训',
    covers: '结合常见涉税风险提示，讲解发票管理、关联交易申报和年度汇算清缴的合规要点',
    audience: '企业财务人员、办税人员',
    agenda: ['签到', '发票全面数字化要点', '常见涉税风险', '汇算清缴实务', '答疑'], online: true, capacity: [100, 300], hours: 3,
  },
  {
    type: 'training', dept: 'center', subject: '“专精特新”申报材料撰写培训',
    covers: '逐项讲解专精特新中小企业认定指标、佐证材料准备和常见扣分点，现场点评企业申报书',
    audience: '计划申报专精特新的中小企业申报负责人',
    agenda: ['签到', '认定指标逐项讲解', '佐证材料准备', '申报书点评'], online: false, capacity: [40, 80], hours: 3,
  },
  {
    type: 'matchmaking', dept: 'sme', subject: '科技型中小企业产融对接会（银企专场）',
    covers: '组织合作银行、政府性融资担保机构发布科创贷、人才贷、专精特新贷等产品，企业与机构现场一对一洽谈',
    audience: '有融资需求的科技型中小企业',
    agenda: ['签到', '金融产品发布', '政府性融资担保政策介绍', '银企一对一洽谈'], online: false, capacity: [60, 150], hours: 3,
  },
  {
    type: 'matchmaking', dept: 'sme', subject: '智能制造产业链供需对接会',
    covers: '链主企业发布年度采购与配套需求，中小企业现场展示产品并与采购部门对接',
    audience: '智能装备、汽车零部件、电子元器件等领域的配套企业',
    agenda: ['签到', '链主企业需求发布', '配套企业推介', '分区对接洽谈'], online: false, capacity: [80, 200], hours: 3.5,
  },
  {
    type: 'matchmaking', dept: 'science', subject: '高校院所科技成果转化对接会',
    covers: '高校院所发布可转化的专利与技术成果，技术经理人现场撮合企业技术需求',
    audience: '有技术升级需求的中小企业、技术经理人',
    agenda: ['签到', '科技成果发布', '技术需求对接', '合作签约'], online: false, capacity: [60, 150], hours: 3,
  },
  {
    type: 'roadshow', dept: 'science', subject: '科创企业投融资路演',
    covers: '8 家入围企业各路演 10 分钟，投资机构点评，会后安排一对一约谈',
    audience: '投资机构、拟融资的科创企业',
    agenda: ['签到', '项目路演', '投资人点评', '一对一约谈'], online: false, capacity: [50, 120], hours: 3,
  },
  {
    type: 'roadshow', dept: 'center', subject: '专精特新企业上市培育路演',
    covers: '拟上市专精特新企业路演，证券交易所区域基地和券商讲解北交所上市条件',
    audience: '拟上市企业、券商与投资机构',
    agenda: ['签到', '北交所上市条件讲解', '企业路演', '交流'], online: true, capacity: [100, 300], hours: 3,
  },
  {
    type: 'salon', dept: 'center', subject: '中小企业出海合规沙龙',
    covers: '围绕跨境贸易合规、海外知识产权和出口信用保险，邀请律师与出口企业分享实务经验',
    audience: '有出海计划的外贸型中小企业',
    agenda: ['签到', '主题分享', '圆桌交流'], online: false, capacity: [20, 40], hours: 2,
  },
  {
    type: 'salon', dept: 'sme', subject: '大模型赋能中小企业应用沙龙',
    covers: '展示大模型在客服、营销文案、质检等场景的落地案例，讨论数据安全与算力补贴政策',
    audience: '关注人工智能应用的中小企业负责人',
    agenda: ['签到', '案例分享', '算力券政策介绍', '自由交流'], online: false, capacity: [20, 40], hours: 2,
  },
];

type SeatState = 'open' | 'full' | 'closed' | 'deadlinePassed';

/** 53 besides the last-seat one: most open, a fifth full, the rest already closed (past or past the deadline). */
const STATES: readonly SeatState[] = [
  ...Array<SeatState>(25).fill('open'),
  ...Array<SeatState>(10).fill('full'),
  ...Array<SeatState>(16).fill('closed'),
  ...Array<SeatState>(2).fill('deadlinePassed'),
];
export const ACTIVITY_COUNT = STATES.length + 1;

// Beijing times of day as UTC hours: 09:30, 14:00, 14:30; a session longer than a half day starts at 09:00.
const START_HOURS_UTC = [1.5, 6, 6.5] as const;
const FULL_DAY_START_UTC = 1;

function chinaClock(at: Date): string {
  const china = new Date(at.getTime() + 8 * HOUR_MS);
  return `${String(china.getUTCHours()).padStart(2, '0')}:${String(china.getUTCMinutes()).padStart(2, '0')}`;
}

function agendaFor(topic: Topic, start: Date): NewActivity['agenda'] {
  const end = addMs(start, topic.hours * HOUR_MS);
  // Sign-in takes the first half hour; the rest is split evenly.
  const sessions = topic.agenda.length - 1;
  const signIn = addMs(start, -0.5 * HOUR_MS);
  const step = (end.getTime() - start.getTime()) / sessions;
  return topic.agenda.map((item, index) => {
    const from = index === 0 ? signIn : addMs(start, (index - 1) * step);
    const to = index === 0 ? start : addMs(start, index * step);
    return { time: `${chinaClock(from)}–${chinaClock(to)}`, item };
  });
}

function roundTen(value: number): number {
  return Math.max(10, Math.round(value / 10) * 10);
}

function build(rng: Rng, now: Date, topic: Topic, city: City, state: SeatState, title: string): NewActivity {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const startOffset = state === 'closed' ? -rng.int(2, 60) : state === 'deadlinePassed' ? 2 : rng.int(3, 50);
  const start = addMs(day(startOffset), (topic.hours > 4 ? FULL_DAY_START_UTC : rng.pick(START_HOURS_UTC)) * HOUR_MS);
  const end = addMs(start, topic.hours * HOUR_MS);
  // 17:00 Beijing time the day before; the two deadline-passed ones closed yesterday although they are still ahead.
  const deadline = state === 'deadlinePassed' ? addMs(day(-1), 9 * HOUR_MS) : addMs(day(startOffset - 1), 9 * HOUR_MS);
  const capacity = roundTen(rng.int(topic.capacity[0], topic.capacity[1]));
  const seatsTaken = state === 'full' ? capacity : state === 'open' ? rng.int(0, capacity - 2) : rng.int(Math.floor(capacity / 2), capacity);
  const online = topic.online && rng.chance(0.6);
  return {
    title,
    type: topic.type,
    mode: online ? 'online' : 'offline',
    organizer: city.depts[topic.dept],
    regionName: city.name,
    place: online ? null : rng.pick(city.venues),
    onlineUrl: online ? `https://meeting.tencent.com/dm/${rng.hex(12)}` : null,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    registrationDeadline: deadline.toISOString(),
    capacity,
    seatsTaken,
    maxAttendees: topic.type === 'salon' ? 1 : 3,
    intro: [
      `为帮助${city.name}中小企业用好惠企政策、对接发展资源，${city.depts[topic.dept]}举办本次活动。`,
      `活动内容：${topic.covers}。`,
      online
        ? '本场为线上活动，报名成功后可在活动详情页查看会议链接，请提前 10 分钟入会并以“企业名称 + 姓名”实名。'
        : '本场为线下活动，名额有限，报名成功后请凭报名信息现场签到；如不能参加，请提前取消报名，把名额留给其他企业。',
    ],
    agenda: agendaFor(topic, start),
    audience: topic.audience,
    hotline: city.hotline,
  };
}

/** The one the journey fills: 杭州, in 12 days, 30 seats of which 29 are taken, one attendee per registration. */
function lastSeatActivity(now: Date): NewActivity {
  const topic = TOPICS[0] as Topic;
  const city = CITIES[0] as City;
  const start = addMs(new Date(now.getTime() + 12 * DAY_MS), 6 * HOUR_MS);
  return {
    title: LAST_SEAT_ACTIVITY_TITLE,
    type: topic.type,
    mode: 'offline',
    organizer: city.depts[topic.dept],
    regionName: city.name,
    place: city.venues[0] as string,
    onlineUrl: null,
    startTime: start.toISOString(),
    endTime: addMs(start, topic.hours * HOUR_MS).toISOString(),
    registrationDeadline: addMs(new Date(now.getTime() + 11 * DAY_MS), 9 * HOUR_MS).toISOString(),
    capacity: 30,
    seatsTaken: 29,
    maxAttendees: 1,
    intro: [
      `${city.depts[topic.dept]}联合杭州市中小企业服务中心举办本次宣讲会，现场名额 30 个，每家企业限报 1 人。`,
      `活动内容：${topic.covers}。`,
      '报名成功后请凭报名信息现场签到；如不能参加，请提前取消报名，把名额留给其他企业。',
    ],
    agenda: agendaFor(topic, start),
    audience: topic.audience,
    hotline: city.hotline,
  };
}

export const activitiesSeed: SeedModule = {
  name: 'activities',
  async run({ db, rng, now }) {
    await insertActivity(db, lastSeatActivity(now));
    const used = new Map<string, number>([[LAST_SEAT_ACTIVITY_TITLE, 1]]);
    for (const state of rng.shuffle(STATES)) {
      const topic = rng.pick(TOPICS);
      const city = rng.pick(CITIES);
      const base = `${city.name}${topic.subject}`;
      // A repeated city and subject is the next session of a series: 第二期, 第三期 …
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const title = count === 1 ? base : `${base}（第${'一二三四五六七八九十'[count - 1] ?? count}期）`;
      await insertActivity(db, build(rng, now, topic, city, state, title));
    }
  },
};
