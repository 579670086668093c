import { DAY_MS, addMs } from '../clock';
import { chinaDateOf } from '../domain/calendar';
import { CLIP_NUMBERS } from '../domain/course-media';
import { COURSE_CATEGORY_LABELS, insertCourse } from '../domain/courses';
import type { NewCourse } from '../domain/courses';
import { personName } from './people';
import type { SeedModule } from './seed-module';

type Spec = {
  title: string;
  summary: string;
  /** The organisation that gives the course (real departments, centres, universities and firms' practices). */
  org: string;
  /** The lecturer's post there. */
  post: string;
  audience: string;
  chapters: readonly string[];
};

/** What each category's courses promise, in the words a training platform of the kind uses. */
const OUTCOMES: Record<NewCourse['category'], readonly string[]> = {
  policy: ['读懂政策的适用对象、支持方式和申报条件', '对照自身情况判断能否申报、何时申报', '备齐申报材料，避开常见的退回原因'],
  tax: ['弄清优惠政策的适用条件与享受方式', '按规定留存备查资料，规避常见涉税风险', '用电子税务局完成申报和优惠备案'],
  ip: ['为核心技术和品牌选对保护方式', '按流程办理申请、质押或维权', '把知识产权用于高企认定、融资和交易'],
  digital: ['找准企业数字化的切入点和先后次序', '估算投入与回报，选对服务商和产品', '用好各级数字化改造补助'],
  finance: ['认清各类融资产品的门槛、成本和期限', '准备银行和担保机构看重的材料', '用好贴息、担保和风险补偿等政策'],
  hr: ['依法办理用工、社保与公积金', '用好稳岗、就业和人才政策', '搭建适合中小企业的薪酬与激励办法'],
  legal: ['识别合同、用工和经营中的常见法律风险', '掌握纠纷发生后的处理路径与时限', '建立基本的合规制度和留痕习惯'],
  marketing: ['找准目标客户和渠道，算清获客成本', '用好展会、电商和海外市场的扶持政策', '建立可复盘的营销数据和节奏'],
};

const COURSES: Record<NewCourse['category'], readonly Spec[]> = {
  policy: [
    { title: '高新技术企业认定政策解读与申报实务', summary: '认定条件逐条讲透，研发费用与高新收入归集一次讲清', org: '浙江省科学技术厅', post: '高新技术处 一级主任科员', audience: '拟申报或即将到期重新认定高新技术企业的科技型中小企业', chapters: ['认定条件与评分要点', '研发费用归集口径', '高新技术产品（服务）收入核算', '申报系统填报与常见退回原因'] },
    { title: '专精特新中小企业认定标准详解', summary: '专业化、精细化、特色化、新颖化四项指标怎么算', org: '浙江省经济和信息化厅', post: '中小企业处 副处长', audience: '有意申报省级专精特新中小企业的制造业和生产性服务业企业', chapters: ['梯度培育体系概览', '四项指标的计分方法', '直通条件与申报材料'] },
    { title: '科技型中小企业评价入库指南', summary: '评价入库条件、评分标准和研发费用加计扣除的衔接', org: '杭州市科学技术局', post: '科技企业服务中心 主任', audience: '职工不超过500人、年销售收入不超过2亿元的科技型企业', chapters: ['入库条件与评分标准', '评价系统填报', '入库后的政策衔接'] },
    { title: '小微企业普惠政策一本通', summary: '减税降费、融资担保、稳岗补贴等惠企政策汇总解读', org: '杭州市中小企业服务中心', post: '政策研究部 部长', audience: '小型微型企业负责人和财务、行政人员', chapters: ['惠企政策地图', '哪些政策免申即享', '需要主动申报的政策与时间窗口', '政策兑现常见问题'] },
    { title: '深圳市中小企业服务政策解读', summary: '深圳市促进中小企业发展的资助项目与申报要点', org: '深圳市中小企业服务局', post: '服务体系处 四级调研员', audience: '在深圳注册的中小企业及拟落户深圳的企业', chapters: ['资助项目一览', '申报主体与条件', '资金拨付与绩效评价'] },
    { title: '上海市“专精特新”企业培育政策解读', summary: '市级专精特新企业的申报、复核与配套支持', org: '上海市中小企业发展服务中心', post: '企业发展部 部门经理', audience: '在沪经营满两年、有意申报市级专精特新的企业', chapters: ['申报条件与指标', '材料准备与线上申报', '复核与动态管理', '配套的融资与人才支持'] },
  ],
  tax: [
    { title: '研发费用加计扣除政策与实务', summary: '100%加计扣除的范围、归集与留存备查', org: '国家税务总局杭州市税务局', post: '所得税科 科长', audience: '有研发活动的企业财务负责人和办税人员', chapters: ['政策沿革与适用范围', '人员人工与直接投入', '其他相关费用限额计算', '预缴申报与汇算清缴'] },
    { title: '小型微利企业所得税优惠实务', summary: '标准判定、减免计算与申报表填写', org: '国家税务总局宁波市税务局', post: '纳税服务科 副科长', audience: '小型微利企业财务和办税人员', chapters: ['小型微利企业判定标准', '减免税额计算', '申报表填写示例'] },
    { title: '增值税留抵退税政策解读', summary: '增量与存量留抵退税的条件、计算与风险防控', org: '国家税务总局温州市税务局', post: '货物和劳务税科 一级主任科员', audience: '有留抵税额的制造业、科学研究和技术服务业企业', chapters: ['留抵退税的条件', '退税额的计算', '申请流程与后续管理', '骗取留抵退税的风险'] },
    { title: '数电发票全面推广实务', summary: '全面数字化的电子发票开具、交付与入账', org: '国家税务总局苏州市税务局', post: '征收管理科 副科长', audience: '企业开票人员和财务人员', chapters: ['数电发票是什么', '开具与交付', '红冲与入账归档'] },
    { title: '企业所得税汇算清缴要点', summary: '常见纳税调整项目与申报表勾稽关系', org: '浙江财经大学会计学院', post: '副教授 注册税务师', audience: '企业财务负责人、会计主管', chapters: ['汇算清缴的时间与流程', '收入类调整项目', '扣除类调整项目', '资产类调整与弥补亏损'] },
    { title: '个人所得税综合所得与代扣代缴', summary: '工资薪金预扣预缴、专项附加扣除与年度汇算', org: '国家税务总局深圳市税务局', post: '个人所得税科 主任科员', audience: '企业人事、薪酬和财务人员', chapters: ['预扣预缴的计算', '专项附加扣除', '年度汇算与常见差错'] },
  ],
  ip: [
    { title: '专利申请与布局入门', summary: '发明、实用新型、外观设计怎么选，申请文件怎么写', org: '浙江省知识产权研究与服务中心', post: '专利代理师', audience: '科技型中小企业研发负责人和知识产权专员', chapters: ['三种专利的区别与选择', '技术交底书怎么写', '申请流程与费用减缴', '围绕核心产品的专利布局'] },
    { title: '商标注册与品牌保护', summary: '商标查询、分类、注册与被抢注后的应对', org: '杭州市市场监督管理局（知识产权局）', post: '商标管理处 一级主任科员', audience: '正在创建或推广自有品牌的企业', chapters: ['商标查询与近似判断', '类别与商品服务项目', '异议、无效与维权'] },
    { title: '知识产权质押融资实务', summary: '专利、商标质押贷款的评估、登记与风险补偿', org: '宁波市知识产权保护中心', post: '运营服务部 部长', audience: '拥有有效专利或商标、有融资需求的中小企业', chapters: ['质押融资的产品与流程', '价值评估要点', '质押登记办理', '贴息与风险补偿政策'] },
    { title: '企业知识产权合规管理体系', summary: 'GB/T 29490 贯标的要点与落地步骤', org: '中国（浙江）知识产权保护中心', post: '高级工程师', audience: '准备知识产权贯标或已有体系需提升的企业', chapters: ['标准要求概览', '制度与流程搭建', '内审与管理评审'] },
    { title: '商业秘密保护实务', summary: '识别、保密措施与泄密后的维权路径', org: '浙江省市场监督管理局', post: '反不正当竞争处 四级调研员', audience: '企业负责人、技术骨干和法务人员', chapters: ['什么是商业秘密', '合理的保密措施', '泄密后的证据与维权'] },
  ],
  digital: [
    { title: '中小企业数字化转型路径与评估', summary: '从诊断到改造：按《中小企业数字化水平评测指标》找差距', org: '浙江省经济和信息化厅', post: '数字经济处 副处长', audience: '准备开展数字化改造的中小制造企业', chapters: ['数字化水平评测指标', '诊断与差距分析', '改造路径与分步实施', '城市试点与补助政策'] },
    { title: '工业互联网平台选型与应用', summary: '设备上云、生产管控与供应链协同的平台怎么选', org: '浙江大学控制科学与工程学院', post: '副教授', audience: '制造企业负责人、信息化主管', chapters: ['工业互联网平台的类型', '设备联网与数据采集', '选型评估与实施要点', '典型应用案例'] },
    { title: '云上办公与协同管理实务', summary: '用好钉钉、企业微信等协同工具提升组织效率', org: '杭州市中小企业服务中心', post: '数字化服务部 高级顾问', audience: '百人以下企业的管理者和行政人员', chapters: ['协同工具选型', '审批与流程数字化', '数据安全与权限管理'] },
    { title: '数据安全与个人信息保护合规', summary: '数据分类分级、出境评估和个人信息处理规则', org: '浙江省网络空间安全协会', post: '专家委员会委员', audience: '处理客户或员工个人信息的企业', chapters: ['法律框架概览', '数据分类分级', '个人信息处理规则', '数据出境的三条路径'] },
    { title: '小微企业电商数字化运营', summary: '店铺数据分析、私域运营与直播带货入门', org: '义乌市电子商务促进中心', post: '培训部 讲师', audience: '开展或准备开展电商业务的小微企业', chapters: ['电商平台规则与选择', '店铺数据看板', '私域与直播运营'] },
    { title: '智能制造诊断与改造案例', summary: '从数字化车间到智能工厂：宁波企业的改造实践', org: '宁波市经济和信息化局', post: '智能制造处 一级主任科员', audience: '计划建设数字化车间或智能工厂的制造企业', chapters: ['智能制造能力成熟度', '诊断方法', '改造项目案例', '项目申报与验收'] },
  ],
  finance: [
    { title: '中小企业银行贷款申请实务', summary: '银行怎么看企业：报表、流水、征信与担保', org: '中国工商银行浙江省分行', post: '普惠金融事业部 客户经理', audience: '首次或准备扩大银行融资的中小企业', chapters: ['银行授信的逻辑', '财务报表与流水', '企业与个人征信', '常见拒贷原因'] },
    { title: '政府性融资担保业务解读', summary: '担保费补贴、反担保要求与“见贷即保”产品', org: '浙江省融资担保有限公司', post: '业务发展部 总经理', audience: '缺少抵押物、有融资需求的小微企业', chapters: ['政府性融资担保体系', '担保费率与补贴', '申请流程与审批时限'] },
    { title: '科技型企业股权融资入门', summary: '天使、风投怎么找，估值和条款怎么谈', org: '浙江大学管理学院', post: '教授 博士生导师', audience: '初创期和成长期的科技型企业创始人', chapters: ['股权融资的阶段', '商业计划书与路演', '估值方法', '投资协议的关键条款'] },
    { title: '供应链金融与应收账款融资', summary: '应收账款质押、保理与中征应收账款融资服务平台', org: '中国人民银行杭州市分行', post: '信贷市场处 主任科员', audience: '给大企业供货、应收账款占用资金的中小企业', chapters: ['供应链金融产品概览', '应收账款融资服务平台', '确权与登记'] },
    { title: '普惠金融政策与贴息申请', summary: '创业担保贷款、技改贴息等政策怎么用', org: '苏州市地方金融监督管理局', post: '普惠金融处 副处长', audience: '有融资需求的小微企业和个体工商户', chapters: ['创业担保贷款', '技术改造贴息', '风险补偿资金池', '申请材料与流程'] },
  ],
  hr: [
    { title: '劳动合同订立与解除实务', summary: '试用期、竞业限制、经济补偿的常见争议', org: '杭州市劳动人事争议仲裁院', post: '仲裁员', audience: '企业负责人和人事专员', chapters: ['劳动合同的订立', '试用期与竞业限制', '解除与经济补偿', '仲裁案例评析'] },
    { title: '社保与公积金办理一本通', summary: '参保登记、缴费基数、工伤认定与线上办理', org: '杭州市社会保险服务中心', post: '业务科 副科长', audience: '企业人事和社保经办人员', chapters: ['参保登记与增减员', '缴费基数核定', '工伤认定与待遇'] },
    { title: '稳岗与就业补贴政策解读', summary: '稳岗返还、吸纳就业补贴和以工代训的申请', org: '宁波市人力资源和社会保障局', post: '就业促进处 一级主任科员', audience: '吸纳就业、稳定岗位的中小企业', chapters: ['稳岗返还', '吸纳就业补贴', '职业技能培训补贴'] },
    { title: '中小企业薪酬与绩效设计', summary: '小团队也能用的岗位价值、薪酬带宽与绩效办法', org: '上海财经大学商学院', post: '副教授', audience: '百人以下企业的负责人和人事负责人', chapters: ['岗位价值评估', '薪酬结构与带宽', '绩效指标设计', '股权与长期激励'] },
    { title: '人才引进政策与高层次人才认定', summary: '人才认定、安居补贴与落户的申请要点', org: '深圳市人力资源和社会保障局', post: '人才工作处 四级主任科员', audience: '需要引进中高端人才的企业', chapters: ['人才认定标准', '人才补贴与安居', '落户与子女入学'] },
  ],
  legal: [
    { title: '企业合同风险防控', summary: '买卖、服务合同的关键条款与履约留痕', org: '浙江天册律师事务所', post: '合伙人 律师', audience: '企业负责人、业务和法务人员', chapters: ['合同订立前的审查', '关键条款逐条看', '履约过程中的留痕', '违约与索赔'] },
    { title: '中小企业应收账款催收与诉讼', summary: '从对账函到支付令，账款怎么依法收回', org: '杭州互联网法院', post: '审判员', audience: '有应收账款回收难题的中小企业', chapters: ['证据的准备与固定', '支付令与诉前调解', '在线诉讼与执行'] },
    { title: '《保障中小企业款项支付条例》解读', summary: '机关、事业单位和大型企业拖欠中小企业款项怎么办', org: '浙江省经济和信息化厅', post: '中小企业处 一级调研员', audience: '为机关、事业单位和大型企业供货或提供服务的中小企业', chapters: ['条例的适用范围', '付款期限与逾期利息', '投诉受理与处理'] },
    { title: '企业合规管理体系建设', summary: '合规组织、风险识别与涉案企业合规改革', org: '华东政法大学法律学院', post: '教授', audience: '企业负责人、法务与合规人员', chapters: ['合规管理的框架', '重点领域风险识别', '合规制度与培训', '涉案企业合规改革'] },
    { title: '公司股权结构与治理', summary: '创始人控制权、股东协议与公司章程的设计', org: '上海市锦天城律师事务所', post: '高级合伙人 律师', audience: '初创和成长期企业的创始团队', chapters: ['股权结构的常见问题', '控制权的设计', '章程与股东协议'] },
    { title: '反不正当竞争与广告合规', summary: '虚假宣传、商业贿赂和广告用语的红线', org: '苏州市市场监督管理局', post: '广告监管处 科长', audience: '负责营销宣传的企业人员', chapters: ['虚假宣传与比较广告', '商业贿赂的认定', '广告法禁用语与案例'] },
  ],
  marketing: [
    { title: '中小企业数字营销入门', summary: '搜索、内容和社交渠道的获客与投放复盘', org: '杭州市电子商务协会', post: '副秘书长', audience: '刚开始做线上营销的中小企业', chapters: ['目标客户与渠道选择', '内容营销', '广告投放与数据复盘', '营销预算怎么分'] },
    { title: '跨境电商出海实务', summary: '平台选择、物流与海外仓、收款与合规', org: '中国（杭州）跨境电子商务综合试验区', post: '服务中心 主任', audience: '准备开拓海外市场的外贸和制造企业', chapters: ['主流跨境平台比较', '物流与海外仓', '收款、结汇与退税', '知识产权与合规风险'] },
    { title: '展会营销与境外参展补贴', summary: '选展、布展、展后跟进与参展补贴申请', org: '宁波市商务局', post: '外贸发展处 一级主任科员', audience: '计划参加国内外展会的企业', chapters: ['选择合适的展会', '展前准备与展中接洽', '展后跟进与补贴申请'] },
    { title: '品牌定位与传播', summary: '小预算也能做的品牌定位、命名与传播', org: '浙江工商大学管理工程与电子商务学院', post: '副教授', audience: '希望从代工走向自有品牌的企业', chapters: ['品牌定位方法', '命名与视觉识别', '传播渠道与节奏'] },
    { title: '政府采购参与指南', summary: '中小企业如何参与政府采购及预留份额政策', org: '浙江省政府采购中心', post: '采购服务部 主任', audience: '希望参与政府采购项目的中小企业', chapters: ['政府采购的方式', '中小企业预留份额与价格扣除', '投标文件的编制', '质疑与投诉'] },
  ],
};

export const COURSE_COUNT = Object.values(COURSES).reduce((sum, specs) => sum + specs.length, 0);

function introOf(spec: Spec, category: NewCourse['category'], lecturer: string): string[] {
  return [
    `本课程由${spec.org}${spec.post}${lecturer}主讲，属于“${COURSE_CATEGORY_LABELS[category]}”系列，${spec.summary}。`,
    `课程共${spec.chapters.length}章：${spec.chapters.map((chapter, index) => `第${index + 1}章${chapter}`).join('，')}。可按章学习，进度自动保存，换一台设备也能接着学。`,
  ];
}

export const coursesSeed: SeedModule = {
  name: 'courses',
  async run({ db, rng, now }) {
    let index = 0;
    // Interleave the categories so "newest" mixes them, as a platform's front page does.
    const specs = (Object.entries(COURSES) as [NewCourse['category'], readonly Spec[]][]).flatMap(([category, list]) =>
      list.map((spec) => ({ category, spec })),
    );
    for (const { category, spec } of rng.shuffle(specs)) {
      const lecturer = personName(rng);
      await insertCourse(db, {
              title: spec.title,
              category,
              summary: spec.summary,
              intro: introOf(spec, category, lecturer),
              audience: spec.audience,
              outcomes: OUTCOMES[category],
              lecturer: {
                name: lecturer,
                title: spec.post,
                organization: spec.org,
                intro: `${lecturer}，${spec.org}${spec.post}，长期从事${COURSE_CATEGORY_LABELS[category]}相关工作，面向中小企业授课逾百场。`,
              },
              // A free course of a provincial portal is learned by tens to a few hundred enterprises, not thousands.
              baseLearners: rng.int(30, 680),
              publishedAt: chinaDateOf(addMs(now, -rng.int(2, 420) * DAY_MS)),
              // Each chapter plays one committed clip; neighbouring chapters play different ones.
              chapters: spec.chapters.map((title, chapter) => ({ title, clip: CLIP_NUMBERS[(index + chapter) % CLIP_NUMBERS.length] ?? 1 })),
            });
      index += 1;
    }
  },
};
