/**
 * What owners say versus what policies write, as data. Each entry maps the words people type (`says`)
 * to the wording documents use for the same thing (`documents`); a question holding one of `says` also
 * matches clauses holding any of `documents`. The table is one-directional on purpose: 房租 finds
 * 租金, but a document saying 租金 is not made to mean 房租 for anything else. The search synonym
 * table (ADR 12) is added in both directions by `paraphraseGroups`.
 */
export type Paraphrase = { says: readonly string[]; documents: readonly string[] };

export const PARAPHRASES: readonly Paraphrase[] = [
  // Qualifications, in owners' short forms
  { says: ['高企', '高新企业', '国高', '高新技术'], documents: ['高新技术企业'] },
  { says: ['科小', '科技型企业', '科技中小企业', '科技型'], documents: ['科技型中小企业'] },
  { says: ['专精特新', '专精特新企业'], documents: ['专精特新中小企业', '专精特新'] },
  { says: ['小巨人', '国家级专精特新'], documents: ['小巨人', '专精特新"小巨人"'] },
  { says: ['创新型企业'], documents: ['创新型中小企业'] },
  { says: ['单项冠军', '制造业冠军'], documents: ['单项冠军'] },
  { says: ['隐形冠军', '隐形冠军企业'], documents: ['隐形冠军'] },
  { says: ['雄鹰企业', '雄鹰'], documents: ['雄鹰行动'] },
  { says: ['技术中心', '企业技术中心'], documents: ['企业技术中心', '技术中心'] },
  { says: ['研发中心', '研究院', '研发机构'], documents: ['研究开发中心', '研发机构'] },
  { says: ['设计中心'], documents: ['工业设计中心'] },
  { says: ['孵化器', '众创空间', '双创基地'], documents: ['孵化器', '众创空间', '创业创新基地'] },
  { says: ['质量奖'], documents: ['政府质量奖'] },
  { says: ['品字标', '浙江制造'], documents: ['品字标', '浙江制造'] },
  { says: ['技术先进型', '技术先进型企业'], documents: ['技术先进型服务企业'] },
  { says: ['示范平台', '服务平台'], documents: ['公共服务示范平台'] },
  { says: ['知识产权示范', '知识产权优势'], documents: ['知识产权示范企业', '知识产权优势企业'] },

  // Money and what it pays for
  { says: ['研发补助', '研发补贴', '研发奖励', '研发资助'], documents: ['研发费用补助', '研发投入补助', '研发投入', '研发费用'] },
  { says: ['研发投入', '研发支出', '研发经费', '研发花的钱'], documents: ['研发投入', '研发费用'] },
  { says: ['加计扣除', '研发加计', '加计'], documents: ['加计扣除'] },
  { says: ['技改', '设备更新', '技术升级', '设备改造'], documents: ['技术改造'] },
  { says: ['数字化', '智能化改造', '智改数转', '上云', '数字化升级', '信息化改造'], documents: ['数字化改造', '数字化转型', '智能化'] },
  { says: ['首台套', '首台（套）', '首台(套)', '首台'], documents: ['首台'] },
  { says: ['绿色工厂', '低碳工厂', '节能'], documents: ['绿色低碳工厂', '绿色工厂', '绿色制造'] },
  { says: ['贴息', '利息补贴', '贷款利息', '利息'], documents: ['贴息', '贷款贴息'] },
  { says: ['担保费', '担保补贴', '担保'], documents: ['担保费', '融资担保'] },
  { says: ['质押', '知识产权贷款', '专利贷款', '专利质押'], documents: ['质押融资'] },
  { says: ['上市', 'ipo', '上市补贴'], documents: ['上市', '上市挂牌'] },
  { says: ['新三板', '挂牌'], documents: ['全国中小企业股份转让系统', '挂牌'] },
  { says: ['股改', '股份制改造'], documents: ['股份制改造', '股改'] },
  { says: ['lpr', '贷款利率', '市场利率'], documents: ['贷款市场报价利率'] },
  { says: ['创新券', '科技券'], documents: ['创新券'] },
  { says: ['风险补偿', '风险池'], documents: ['风险补偿'] },
  { says: ['保险补偿', '保费补贴', '保险补贴'], documents: ['保险补偿', '保费'] },
  { says: ['房租', '厂房租金', '租的厂房', '租房', '租'], documents: ['租金', '房屋租金', '承租'] },
  { says: ['电费', '电价', '用电'], documents: ['电价', '用能成本'] },
  { says: ['物流费', '运费', '过路费', '通行费'], documents: ['物流成本', '通行费'] },

  // The money words owners use for any support
  { says: ['补贴', '补助', '资助', '奖励', '奖补', '扶持资金', '支持资金', '给钱', '钱'], documents: ['补贴', '补助', '资助', '奖励', '奖补'] },
  { says: ['奖', '奖金'], documents: ['奖励', '奖补', '奖'] },
  { says: ['资助标准', '补贴标准', '奖励标准', '补助标准', '支持标准', '扶持标准'], documents: ['资助', '补贴', '奖励', '补助', '支持内容'] },
  { says: ['补'], documents: ['补助', '补贴', '资助', '补偿'] },
  { says: ['免', '减免', '免掉', '不用交'], documents: ['免除', '减免', '免征', '免'] },
  { says: ['返还', '退'], documents: ['返还'] },
  { says: ['限制', '限额', '上限', '封顶'], documents: ['最高', '以下', '不超过', '以内'] },
  { says: ['改名', '更名', '换名字', '名称变更', '改名字'], documents: ['更名'] },
  { says: ['能用', '能不能用', '通用', '外地用', '异地使用', '跨省'], documents: ['通用', '跨区', '通兑'] },
  { says: ['标煤'], documents: ['标准煤'] },
  { says: ['搬到', '迁到', '搬走', '迁走', '外省', '外地', '搬迁', '迁出'], documents: ['迁移', '迁入', '迁出'] },
  { says: ['几分', '多少分', '分数', '得分', '打分', '评分', '算分'], documents: ['得分', '评分', '分'] },
  { says: ['不能享受', '不能申请', '不适用', '排除在外', '不包括'], documents: ['除', '以外', '不得', '不适用', '不予'] },
  { says: ['谁来定', '谁定', '谁确定', '谁认定', '谁制定'], documents: ['制定', '确定', '负责'] },
  { says: ['留下来', '留下', '留用', '转正'], documents: ['留用'] },
  { says: ['一半'], documents: ['50%'] },
  { says: ['房东', '业主', '出租方'], documents: ['业主', '出租'] },
  { says: ['私人的', '私人', '个人的', '非国有'], documents: ['非国有'] },
  { says: ['科研', '科研设备'], documents: ['科学研究', '研发', '科研'] },
  { says: ['保证金', '押金'], documents: ['保证金'] },
  { says: ['降到', '降至', '降低到', '下调到', '下调', '降了多少'], documents: ['降低', '降至', '下调'] },

  // Intellectual property
  { says: ['专利补贴', '专利奖励', '专利补助', '专利资助'], documents: ['专利资助', '资助', '专利'] },
  { says: ['发明专利', '发明'], documents: ['发明专利'] },
  { says: ['实用新型', '小专利'], documents: ['实用新型'] },
  { says: ['外观专利', '外观设计'], documents: ['外观设计'] },
  { says: ['软著', '软件著作权', '软件版权'], documents: ['软件著作权'] },
  { says: ['pct', '国际专利', '海外专利', '国外专利'], documents: ['pct', '国外授权', '国际专利'] },
  { says: ['商标', '驰名商标'], documents: ['商标'] },

  // People and employment
  { says: ['应届毕业生', '应届生', '大学生', '毕业生', '刚毕业的'], documents: ['高校毕业生'] },
  { says: ['见习', '实习'], documents: ['见习', '就业见习'] },
  { says: ['高级工证书', '技能证书', '职业资格证书', '技能等级证书', '等级证书', '考证'], documents: ['职业技能等级证书', '技能等级证书'] },
  { says: ['技能补贴', '考证补贴', '证书补贴', '培训补贴'], documents: ['职业技能提升补贴', '培训补贴', '技能提升补贴'] },
  { says: ['自主评价', '自己评', '企业自评'], documents: ['自主评价'] },
  { says: ['博士后', '博士后站', '博士后工作站'], documents: ['博士后'] },
  { says: ['博士'], documents: ['博士'] },
  { says: ['硕士', '研究生'], documents: ['硕士'] },
  { says: ['人才引进', '引进人才', '引才', '招人才'], documents: ['引进', '人才'] },
  { says: ['安家费', '安家'], documents: ['安家补贴'] },
  { says: ['团队', '创业团队'], documents: ['创新创业团队', '团队'] },
  { says: ['稳岗', '稳岗补贴', '稳岗返还'], documents: ['稳岗', '失业保险'] },
  { says: ['社保', '社保费'], documents: ['社会保险', '失业保险', '社保'] },
  { says: ['失业金', '失业险', '失业保险'], documents: ['失业保险'] },
  { says: ['招工', '招人', '招聘', '用工'], documents: ['吸纳', '招用', '用工'] },

  // Owners' figures
  { says: ['营收', '收入', '营业额', '销售额'], documents: ['营业收入', '销售收入'] },
  { says: ['利润', '净利润'], documents: ['净利润', '利润'] },
  { says: ['员工', '职工', '人数', '员工数'], documents: ['职工', '从业人员'] },
  { says: ['研发人员', '技术人员', '科技人员'], documents: ['科技人员', '研发人员'] },

  // Tax, trade and services
  { says: ['税收优惠', '减税', '税费优惠', '少交税', '税'], documents: ['税', '减按', '税收优惠'] },
  { says: ['所得税'], documents: ['企业所得税', '所得税'] },
  { says: ['增值税', '进项税'], documents: ['增值税'] },
  { says: ['进口设备', '进口免税', '进口税'], documents: ['进口税收', '免征进口关税', '进口'] },
  { says: ['电商', '网店', '跨境电商'], documents: ['电子商务', '跨境电子商务'] },
  { says: ['外贸', '出口', '开拓市场', '国际市场'], documents: ['外贸', '国际市场', '外经贸', '出口'] },
  { says: ['展会', '参展', '办展', '展位', '摊位费', '展位费'], documents: ['展会', '展位费', '会展', '参展'] },
  { says: ['服务业', '服务业企业'], documents: ['服务业'] },

  // Parts of a document and of applying
  { says: ['流程', '步骤', '程序', '手续', '怎么报', '怎么申请', '怎么申报'], documents: ['工作程序', '申报流程', '程序', '流程'] },
  { says: ['材料', '资料', '要交的东西'], documents: ['申报材料', '材料'] },
  { says: ['条件', '门槛', '要求'], documents: ['申报条件', '条件'] },
  { says: ['有效期', '有效多久', '管几年', '能用多久'], documents: ['有效期'] },
  { says: ['截止', '截至', '截止时间', '截止日期', '最后期限'], documents: ['截止'] },
  { says: ['谁负责解释', '解释权', '谁解释'], documents: ['负责解释'] },
  { says: ['什么时候施行', '什么时候实施', '开始实施', '什么时候开始', '生效'], documents: ['起施行', '施行'] },
];

/** Each search synonym group of ADR 12, as paraphrases in every direction. */
export function paraphraseGroups(synonyms: readonly (readonly string[])[]): Paraphrase[] {
  return synonyms.map((group) => ({ says: group, documents: group }));
}
