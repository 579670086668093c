/**
 * The assistant's evaluation set: questions as enterprises type them, with the documents and
 * clauses an answer must cite. A citation matches a target when its title contains `title` and, where
 * given, its 文号, clause and document type are the target's. `cite` are the clauses that must appear
 * among the first three citations (recall@3); `accept` are further citations that are still right
 * (precision counts a citation right when it matches `cite` or `accept`).
 */
export type Target = { title: string; clause?: string; docNo?: string; docType?: 'policy' | 'project' | 'notice' | 'interpretation' };

export type EvalQuestion = {
  question: string;
  /** Asked signed in as this demo account (its ledger); anonymous otherwise. */
  as?: string;
  /** Asked on this document's detail page (PolicyAssistant): the policy with this 文号. */
  onPolicy?: string;
  expect: 'answered' | 'nothing-found' | 'declined';
  cite?: Target[];
  accept?: Target[];
  /** The engine's verdict must come with the answer (signed-in eligibility questions). */
  eligibility?: boolean;
};

const HIGH_TECH = { title: '高新技术企业认定管理办法', docNo: '国科发火〔2016〕32号' };
const anyHighTech = [{ title: '高新技术企业' }];
const specialized = [{ title: '专精特新' }, { title: '优质中小企业梯度培育' }];

export const QUESTIONS: readonly EvalQuestion[] = [
  // 高企 (高新技术企业认定), the national 办法 and its real articles
  { question: '高企认定需要什么条件', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十一条' }], accept: anyHighTech },
  { question: '高新技术企业认定条件有哪些', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十一条' }], accept: anyHighTech },
  { question: '申请高企要准备哪些材料', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十二条' }], accept: anyHighTech },
  { question: '高企证书有效期几年', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第九条' }], accept: anyHighTech },
  { question: '高企对科技人员占比有什么要求', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十一条' }], accept: anyHighTech },
  { question: '高新技术企业研发费用占销售收入比例要求', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十一条' }], accept: anyHighTech },
  { question: '高企更名了要怎么办', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十七条' }], accept: anyHighTech },
  { question: '什么情况下会被取消高新技术企业资格', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十九条' }, { ...HIGH_TECH, clause: '第十六条' }], accept: anyHighTech },
  { question: '高企年度发展情况报表什么时候填报', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十三条' }], accept: anyHighTech },
  { question: '高企整体迁移到外地资格还有效吗', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十八条' }], accept: anyHighTech },
  { question: '高新技术企业认定奖励有多少钱', expect: 'answered', cite: [{ title: '高新技术企业认定奖励' }], accept: anyHighTech },
  { question: '高新技术企业所得税优惠怎么享受', expect: 'answered', cite: [{ title: '高新技术企业所得税优惠' }, { ...HIGH_TECH, clause: '第十条' }, { ...HIGH_TECH, clause: '第四条' }], accept: anyHighTech },

  // 专精特新 and the 梯度培育 tiers
  { question: '专精特新中小企业认定有哪些条件', expect: 'answered', cite: specialized, accept: specialized },
  { question: '专精特新申报需要哪些材料', expect: 'answered', cite: specialized, accept: specialized },
  { question: '专精特新小巨人怎么认定', expect: 'answered', cite: [{ title: '小巨人' }, ...specialized], accept: specialized },
  { question: '专精特新企业有什么奖励', expect: 'answered', cite: specialized, accept: specialized },
  { question: '创新型中小企业评价要多少分', expect: 'answered', cite: [{ title: '梯度培育' }, { title: '创新型中小企业' }], accept: specialized },
  { question: '专精特新认定后有效期多久', expect: 'answered', cite: specialized, accept: specialized },
  { question: '专精特新对研发费用有啥要求', expect: 'answered', cite: specialized, accept: specialized },

  // 研发费用加计扣除 and 研发补助
  { question: '研发费用加计扣除怎么享受', expect: 'answered', cite: [{ title: '加计扣除' }], accept: [{ title: '研发' }] },
  { question: '加计扣除比例是多少', expect: 'answered', cite: [{ title: '加计扣除' }], accept: [{ title: '研发' }] },
  { question: '集成电路企业研发费用加计扣除比例', expect: 'answered', cite: [{ title: '集成电路和工业母机' }], accept: [{ title: '加计扣除' }] },
  // Must cite a 研发费用/研发投入 补助 document, not merely anything titled 研发 (a 加计扣除 clause is a tax rule, not a 补助);
  // other 研发 support (研发机构建设) still counts as on topic for precision.
  { question: '研发补助怎么申请', expect: 'answered', cite: [{ title: '研发费用补助' }, { title: '研发投入补助' }], accept: [{ title: '研发' }] },
  { question: '研发投入后补助按什么比例给', expect: 'answered', cite: [{ title: '研发投入' }], accept: [{ title: '研发' }] },
  { question: '企业研发机构建设有什么支持', expect: 'answered', cite: [{ title: '研发机构' }, { title: '研究开发中心' }, { title: '技术中心' }], accept: [{ title: '研发' }, { title: '技术中心' }] },

  // 数字化改造, 技改, 首台套, 绿色
  { question: '数字化改造补助最高多少', expect: 'answered', cite: [{ title: '数字化改造' }], accept: [{ title: '数字化' }] },
  { question: '技改项目补助条件', expect: 'answered', cite: [{ title: '技术改造' }], accept: [{ title: '技术改造' }] },
  { question: '中小企业数字化转型城市试点怎么申报', expect: 'answered', cite: [{ title: '数字化转型' }], accept: [{ title: '数字化' }] },
  { question: '首台套保险补偿怎么申请', expect: 'answered', cite: [{ title: '首台' }], accept: [{ title: '首台' }] },
  { question: '绿色低碳工厂有奖励吗', expect: 'answered', cite: [{ title: '绿色' }], accept: [{ title: '绿色' }] },
  { question: '工业设计中心认定需要什么条件', expect: 'answered', cite: [{ title: '工业设计中心' }], accept: [{ title: '工业设计' }] },

  // 科技型中小企业, 创新券, 科技金融
  { question: '科小评价条件是什么', expect: 'answered', cite: [{ title: '科技型中小企业评价' }], accept: [{ title: '科技型中小企业' }] },
  { question: '科技型中小企业评价要多少分', expect: 'answered', cite: [{ title: '科技型中小企业评价' }], accept: [{ title: '科技型中小企业' }] },
  { question: '创新券能用来干什么', expect: 'answered', cite: [{ title: '创新券' }], accept: [{ title: '创新券' }] },
  { question: '科技型中小企业贷款贴息怎么申请', expect: 'answered', cite: [{ title: '科技金融' }, { title: '科技型中小企业' }, { title: '贷款贴息' }], accept: [{ title: '科技' }, { title: '贴息' }] },

  // 知识产权与专利
  { question: '发明专利授权有资助吗', expect: 'answered', cite: [{ title: '专利' }, { title: '知识产权' }], accept: [{ title: '专利' }, { title: '知识产权' }] },
  { question: 'PCT国际专利申请补助多少', expect: 'answered', cite: [{ title: '专利' }, { title: '知识产权' }], accept: [{ title: '专利' }, { title: '知识产权' }] },
  { question: '知识产权质押融资有贴息吗', expect: 'answered', cite: [{ title: '质押' }], accept: [{ title: '知识产权' }, { title: '专利' }] },
  { question: '知识产权示范企业认定条件', expect: 'answered', cite: [{ title: '知识产权示范企业' }], accept: [{ title: '知识产权' }] },
  { question: '专利转化运用有什么支持政策', expect: 'answered', cite: [{ title: '专利转化' }], accept: [{ title: '专利' }, { title: '知识产权' }] },

  // 人才、就业、社保
  { question: '招高校毕业生有见习补贴吗', expect: 'answered', cite: [{ title: '见习' }, { title: '就业' }], accept: [{ title: '就业' }, { title: '见习' }, { title: '毕业生' }] },
  { question: '高层次人才引进有什么政策', expect: 'answered', cite: [{ title: '人才' }], accept: [{ title: '人才' }] },
  { question: '企业技能人才自主评价怎么搞', expect: 'answered', cite: [{ title: '技能人才' }], accept: [{ title: '技能' }] },
  { question: '稳岗返还怎么申请', expect: 'answered', cite: [{ title: '失业保险' }, { title: '稳岗' }], accept: [{ title: '失业保险' }, { title: '稳岗' }] },
  { question: '失业保险费率降到多少', expect: 'answered', cite: [{ title: '失业保险' }], accept: [{ title: '失业保险' }] },
  { question: '博士后工作站建站资助', expect: 'answered', cite: [{ title: '博士后' }], accept: [{ title: '博士后' }] },
  { question: '领军型创新创业团队怎么申报', expect: 'answered', cite: [{ title: '领军型创新创业团队' }], accept: [{ title: '领军型' }] },

  // 融资
  { question: '小微企业贷款风险补偿怎么弄', expect: 'answered', cite: [{ title: '风险补偿' }], accept: [{ title: '风险补偿' }, { title: '贷款' }, { title: '金融' }] },
  { question: '融资担保费有补贴吗', expect: 'answered', cite: [{ title: '担保' }], accept: [{ title: '担保' }] },
  { question: '企业上市有奖励吗', expect: 'answered', cite: [{ title: '上市' }], accept: [{ title: '上市' }] },

  // 外贸、电商、会展、服务业
  { question: '参加国外展会展位费能补吗', expect: 'answered', cite: [{ title: '外贸' }, { title: '会展' }, { title: '国际市场' }, { title: '外经贸' }], accept: [{ title: '外贸' }, { title: '会展' }, { title: '外经贸' }, { title: '国际市场' }] },
  { question: '跨境电商有哪些扶持', expect: 'answered', cite: [{ title: '跨境电子商务' }], accept: [{ title: '跨境' }] },
  { question: '服务业发展引导资金申报条件', expect: 'answered', cite: [{ title: '服务业' }], accept: [{ title: '服务业' }] },
  { question: '办展补助标准', expect: 'answered', cite: [{ title: '会展' }], accept: [{ title: '会展' }] },

  // 税费与降本
  { question: '小微企业有哪些税费优惠', expect: 'answered', cite: [{ title: '小微企业' }], accept: [{ title: '小微' }, { title: '税' }] },
  { question: '先进制造业增值税加计抵减怎么享受', expect: 'answered', cite: [{ title: '加计抵减' }], accept: [{ title: '加计抵减' }, { title: '增值税' }] },
  { question: '小微企业房租能减免吗', expect: 'answered', cite: [{ title: '租金' }], accept: [{ title: '租金' }, { title: '成本' }] },
  { question: '科技创新进口设备免税政策', expect: 'answered', cite: [{ title: '进口税收' }], accept: [{ title: '进口' }] },

  // Regional questions: the region named in the question bounds the documents
  { question: '杭州市数字化改造补助最高多少', expect: 'answered', cite: [{ title: '浙江省关于支持制造业企业数字化改造' }, { title: '杭州' }, { title: '浙江省制造业数字化改造' }], accept: [{ title: '浙江' }, { title: '杭州' }, { title: '数字化改造', docType: 'policy' }, { title: '西湖区数字化改造', docType: 'project' }] },
  { question: '余杭区专精特新奖励资金怎么申报', expect: 'answered', cite: [{ title: '余杭区' }], accept: [{ title: '余杭区' }, { title: '浙江省' }, { title: '杭州市' }, ...specialized] },
  { question: '上海高新技术企业认定奖励多少', expect: 'answered', cite: [{ title: '上海市关于高新技术企业认定奖励' }], accept: [{ title: '上海' }, ...anyHighTech] },
  { question: '深圳专利资助标准', expect: 'answered', cite: [{ title: '深圳市专利资助' }], accept: [{ title: '深圳' }, { title: '广东' }, { title: '专利' }] },
  { question: '浙江省科技型中小企业评价办法有哪些条件', expect: 'answered', cite: [{ title: '浙江省科技型中小企业' }], accept: [{ title: '浙江' }, { title: '科技型中小企业' }] },
  { question: '温州市企业研发费用补助条件', expect: 'answered', cite: [{ title: '温州市企业研发' }], accept: [{ title: '温州' }, { title: '浙江' }, { title: '研发' }] },
  { question: '余杭区科技型中小企业贷款贴息', expect: 'answered', cite: [{ title: '余杭区' }], accept: [{ title: '余杭' }, { title: '杭州' }, { title: '浙江' }, { title: '科技' }] },

  // On a policy's detail page (PolicyAssistant): only that document
  { question: '申请时要提交哪些材料', onPolicy: '国科发火〔2016〕32号', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第十二条' }], accept: [HIGH_TECH] },
  { question: '这个政策谁负责解释', onPolicy: '国科发火〔2016〕32号', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第二十二条' }], accept: [HIGH_TECH] },
  { question: '什么时候开始实施', onPolicy: '国科发火〔2016〕32号', expect: 'answered', cite: [{ ...HIGH_TECH, clause: '第二十三条' }], accept: [HIGH_TECH] },

  // "我符合吗": the engine on the demo ledger, or a request to log in
  { question: '我能申请研发费用补助吗', as: '13800138000', expect: 'answered', eligibility: true, cite: [{ title: '研发费用补助', docType: 'project' }], accept: [{ title: '研发费用补助', docType: 'project' }] },
  { question: '我们公司符合专精特新奖励的申报条件吗', as: '13800138000', expect: 'answered', eligibility: true, cite: [{ title: '专精特新', docType: 'project' }], accept: [{ title: '专精特新', docType: 'project' }] },
  { question: '我能申请数字化改造项目补助吗', as: '13800138000', expect: 'answered', eligibility: true, cite: [{ title: '数字化改造', docType: 'project' }], accept: [{ title: '数字化改造', docType: 'project' }] },
  { question: '我符合科技型中小企业评价条件吗', as: '13800138000', expect: 'answered', eligibility: true, cite: [{ title: '科技型中小企业', docType: 'project' }], accept: [{ title: '科技型中小企业', docType: 'project' }] },
  { question: '我能申请贷款贴息吗', as: '13800138000', expect: 'answered', eligibility: true, cite: [{ title: '贴息', docType: 'project' }], accept: [{ title: '贴息', docType: 'project' }] },
  { question: '我能申请研发费用补助吗', expect: 'answered', cite: [{ title: '研发费用补助', docType: 'project' }], accept: [{ title: '研发费用补助', docType: 'project' }] },
  { question: '我符合高新技术企业认定条件吗', expect: 'answered', cite: [{ title: '高新技术企业', docType: 'project' }], accept: [{ title: '高新技术企业', docType: 'project' }] },

  // Outside enterprise policy: declined, with what the assistant can do
  { question: '今天杭州天气怎么样', expect: 'declined' },
  { question: '给我讲个笑话', expect: 'declined' },
  { question: '帮我写一段Python代码', expect: 'declined' },
  { question: '明天股票会涨吗', expect: 'declined' },
  { question: '推荐一部好看的电影', expect: 'declined' },
  { question: '把这句话翻译成英文', expect: 'declined' },
  { question: '西湖有哪些好玩的景点', expect: 'declined' },

  // Nothing in the corpus: said plainly, nothing cited
  { question: '火星移民补贴有哪些', expect: 'nothing-found' },
  { question: '宠物医院开业有补贴吗', expect: 'nothing-found' },
  { question: '养蜂户蜂蜜收购价格补贴', expect: 'nothing-found' },
  { question: '个人购买游艇有什么优惠', expect: 'nothing-found' },
  { question: '婚纱摄影行业扶持办法', expect: 'nothing-found' },
  { question: '奶茶店加盟费返还', expect: 'nothing-found' },
  { question: '电竞战队奖金补助', expect: 'nothing-found' },
];
