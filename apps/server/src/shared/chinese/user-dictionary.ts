/**
 * Words the segmenter must keep whole in policy texts and in owners' questions: official terms, the
 * abbreviations owners type, and the spoken place words the assistant resolves (区里, 市里). jieba's own
 * dictionary cuts 高新技术企业 into 高新技术/企业 and 营收不到 into 营/收不到; these entries keep the
 * term the documents and the questions share as one token. Data, not code: add a line and re-index.
 */
export const USER_DICTIONARY: readonly string[] = [
  // Qualifications and their short forms
  '高新技术企业', '高企', '科技型中小企业', '科小', '专精特新', '专精特新中小企业', '小巨人', '创新型中小企业',
  '优质中小企业', '梯度培育', '单项冠军', '隐形冠军', '雄鹰行动', '品字标', '浙江制造', '技术先进型服务企业',
  '知识产权示范企业', '知识产权优势企业', '政府质量奖', '企业技术中心', '工业设计中心', '研究开发中心',
  '研发机构', '重点实验室', '孵化器', '众创空间', '小微企业创业创新基地', '公共服务示范平台',
  // Money and its kinds
  '研发费用', '研发投入', '研发补助', '研发费用补助', '研发投入补助', '后补助', '加计扣除', '加计抵减',
  '技术改造', '技改', '数字化改造', '数字化转型', '智能化改造', '首台套', '保险补偿', '绿色工厂', '绿色低碳工厂',
  '绿色制造', '创新券', '贷款贴息', '贴息', '风险补偿', '融资担保', '担保费', '质押融资', '上市挂牌', '并购重组',
  '引导资金', '专项资金', '认定奖励', '一次性奖励', '免申即享', '政策直达', '亩均效益', '软硬件投入', '设备投资',
  // Intellectual property
  '发明专利', '实用新型', '外观设计', '软件著作权', '软著', '高价值专利', '专利导航', '专利资助', 'PCT',
  // People and employment
  '高校毕业生', '应届毕业生', '应届生', '就业见习', '见习补贴', '见习基地', '职业技能等级证书', '技能等级证书',
  '高级工', '技师', '高级技师', '高技能人才', '技能人才', '自主评价', '博士后', '博士后工作站', '博士后科研工作站',
  '领军型', '创新创业团队', '青年科技人才', '高层次人才', '稳岗返还', '稳岗', '失业保险', '失业保险费率',
  '社会保险', '社保', '以工代训', '研发人员', '科技人员', '从业人员',
  // Figures owners quote
  '汇算清缴', '智能工厂', '数字化车间', '绿色供应链', '单户', '出口信用保险', '研发费用损失险', '贷款市场报价利率', '股份制改造', '标准煤', '非国有房屋',
  '营业收入', '营收', '主营业务收入', '销售收入', '资产总额', '净资产', '研发费用总额',
  // Costs, tax and trade
  '小微企业', '个体工商户', '房屋租金', '租金', '房租', '国有房屋', '增值税', '企业所得税', '所得税', '税收优惠',
  '进口税收', '跨境电商', '跨境电子商务', '外经贸', '外贸', '展位费', '会展业', '服务业', '物流成本',
  // Parts of a document a question asks about
  '有效期', '申报条件', '申报材料', '申报流程', '工作程序', '支持内容', '支持标准', '资助标准', '截止时间',
  '申报时间', '申报期', '申报系统', '政务服务网',
  // Places said relative to the asker
  '区里', '市里', '省里', '县里', '本区', '本市', '本省', '本县',
  // Terms the searches look up whole (policy search, 全站搜索), and every form of the search synonym table
  // (domain/search-synonyms.ts) made of letters and digits only: a synonym is found as the one word it is
  '首台', '专利补助', '上市补助', '上市奖励', '瞪羚企业', '独角兽企业', '链主', '揭榜挂帅', '首版次', '首批次', '两化融合',
  '知识产权', '公共服务平台', '产业链', '申报指南', '申报通知', '政策解读', '研发费用加计扣除', '创新型', '数字化',
];
