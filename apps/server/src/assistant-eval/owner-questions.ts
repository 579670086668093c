import type { OwnerQuestion } from './owner-question';

/**
 * Questions in owners' words: how the boss or the finance manager of a small company types
 * them — colloquial, abbreviated, with typos, two places at once, "我们公司能不能…" — written from the
 * documents of the seeded corpus, not from what the assistant answers. Each names the clause that holds
 * the answer (`cite`: a document title and words the clause must contain) and the fact the answer text must
 * carry (`facts`). Signed-in questions use the demo ledgers: 13800138000 (杭州市余杭区) and 13800138001
 * (宁波市海曙区). A question found wrong about the corpus is corrected here with the reason in the commit.
 */

export const YUHANG = '13800138000';
export const HAISHU = '13800138001';

export const OWNER_QUESTIONS: readonly OwnerQuestion[] = [
  // ── 高新技术企业: the national 办法 and the rewards of each level ──
  { question: '高企认定要满足哪些硬条件', kind: 'conditions', cite: [{ title: '高新技术企业认定管理办法', holds: '须同时满足以下条件' }], facts: ['注册成立一年以上'] },
  { question: '高新企业证书管几年', kind: 'duration', cite: [{ title: '高新技术企业认定管理办法', holds: '有效期为三年' }], facts: ['三年'] },
  { question: '高企每年啥时候要填那个发展情况报表', kind: 'deadline', cite: [{ title: '高新技术企业认定管理办法', holds: '5月底前' }], facts: ['5月底前'] },
  { question: '高企搬到外省去了资格还算不算', kind: 'general', cite: [{ title: '高新技术企业认定管理办法', holds: '整体迁移' }], facts: ['继续有效'] },
  { question: '公司改名了高企要去报告吗', kind: 'deadline', cite: [{ title: '高新技术企业认定管理办法', holds: '更名' }], facts: ['三个月内'] },
  { question: '高企弄虚作假会怎么样', kind: 'general', cite: [{ title: '高新技术企业认定管理办法', holds: '取消其高新技术企业资格' }], facts: ['取消'] },
  { question: '评上高企企业所得税交多少', as: YUHANG, kind: 'rate', cite: [{ title: '高新技术企业所得税优惠', holds: '15%' }, { title: '浙江省高新技术企业认定管理办法', holds: '15%' }], facts: ['15%'] },
  { question: '钱塘区新认定的高新技术企业区里奖多少', kind: 'amount', cite: [{ title: '钱塘区关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['45 万元'] },
  { question: '杭州市里对首次认定的高企奖多少钱', kind: 'amount', cite: [{ title: '杭州市关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['25 万元'] },
  { question: '省里高企首次认定奖励多少', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['55 万元'] },
  { question: '高企到期了重新认定市里还给钱吗', as: YUHANG, kind: 'amount', cite: [{ title: '杭州市关于高新技术企业认定奖励', holds: '重新通过认定' }], facts: ['13 万元'] },
  { question: '宁波高企重新认定奖励', kind: 'amount', cite: [{ title: '宁波市关于高新技术企业认定奖励', holds: '重新通过认定' }], facts: ['18 万元'] },
  { question: '高企整体迁到宁波来有奖励没', kind: 'amount', cite: [{ title: '宁波市关于高新技术企业认定奖励', holds: '迁入' }], facts: ['20 万元'] },
  { question: '苏州和杭州首次认定高企的奖励各是多少', kind: 'amount', cite: [{ title: '苏州市关于高新技术企业认定奖励', holds: '首次通过认定' }, { title: '杭州市关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['65 万元', '25 万元'] },
  { question: '上海高新企业首次认定奖多少', kind: 'amount', cite: [{ title: '上海市关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['50 万元'] },
  { question: '深圳高企认定奖励金额', kind: 'amount', cite: [{ title: '深圳市关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['35 万元'] },
  { question: '申请高企要交哪些材料', kind: 'materials', cite: [{ title: '高新技术企业认定管理办法', holds: '材料' }], facts: ['知识产权'] },
  { question: '高企科技人员占比最少要多少', kind: 'rate', cite: [{ title: '高新技术企业认定管理办法', holds: '不低于10%' }], facts: ['10%'] },
  { question: '高企亏损能往后结转几年', as: YUHANG, kind: 'duration', cite: [{ title: '高新技术企业所得税优惠', holds: '亏损' }], facts: ['10 年'] },

  // ── 科技型中小企业（科小）and 创新券 ──
  { question: '科小评价要多少分才行', kind: 'conditions', cite: [{ title: '科技型中小企业评价', holds: '60' }], facts: ['60'] },
  { question: '营收不到1000万能不能申请科小', kind: 'conditions', cite: [{ title: '科技型中小企业评价', holds: '年销售收入' }], facts: ['2 亿元'] },
  { question: '有高企证书的话科小还要评分吗', kind: 'conditions', cite: [{ title: '科技型中小企业评价工作指引', holds: '直接确认' }], facts: ['直接确认'] },
  { question: '科技型中小企业员工人数有上限吗', kind: 'conditions', cite: [{ title: '科技型中小企业评价', holds: '500 人' }], facts: ['500 人'] },
  { question: '入库科小加计扣除能到多少', kind: 'rate', cite: [{ title: '科技型中小企业评价办法', holds: '100%' }], facts: ['100%'] },
  { question: '浙江的创新券一年最多能用多少', kind: 'amount', cite: [{ title: '浙江省科技型中小企业创新券管理办法', holds: '使用额度' }], facts: ['25 万元'] },
  { question: '浙江创新券在上海能用吗', kind: 'general', cite: [{ title: '浙江省科技型中小企业创新券管理办法', holds: '长三角' }], facts: ['长三角'] },
  { question: '宁波创新券按合同金额抵多少', kind: 'rate', cite: [{ title: '宁波市科技型中小企业创新券管理办法', holds: '抵扣' }], facts: ['30%'] },
  { question: '创新券可以拿去买什么服务', as: YUHANG, kind: 'general', cite: [{ title: '创新券管理办法', holds: '检验检测' }], facts: ['检验检测'] },
  { question: '江苏和浙江的创新券额度比一下', kind: 'amount', cite: [{ title: '江苏省科技型中小企业创新券管理办法', holds: '使用额度' }, { title: '浙江省科技型中小企业创新券管理办法', holds: '使用额度' }], facts: ['17 万元', '25 万元'] },
  { question: '合肥创新券抵扣比例', kind: 'rate', cite: [{ title: '合肥市科技型中小企业创新券管理办法', holds: '抵扣' }], facts: ['50%'] },

  // ── 专精特新 / 小巨人 / 梯度培育 ──
  { question: '专精特信资格有效期几年', as: YUHANG, kind: 'duration', cite: [{ title: '专精特新', holds: '有效期三年' }, { title: '梯度培育', holds: '有效期三年' }], facts: ['三年'] },
  { question: '浙江省认定专精特新要几分', kind: 'conditions', cite: [{ title: '浙江省专精特新中小企业认定管理办法', holds: '60 分' }], facts: ['60 分'] },
  { question: '专精特新研发费用至少要投多少', kind: 'conditions', cite: [{ title: '专精特新中小企业认定管理办法', holds: '100 万元' }, { title: '梯度培育管理办法', holds: '100 万元' }], facts: ['100 万元'] },
  { question: '余杭专精特新首次认定奖多少', kind: 'amount', cite: [{ title: '余杭区关于促进中小企业专精特新发展', holds: '一次性奖励' }], facts: ['60 万元'] },
  { question: '区里专精特新奖励最多给多少', as: YUHANG, kind: 'amount', cite: [{ title: '余杭区关于促进中小企业专精特新发展', holds: '一次性奖励' }], facts: ['60 万元'] },
  { question: '鄞州区专精特新首次认定奖励', kind: 'amount', cite: [{ title: '鄞州区关于促进中小企业专精特新发展', holds: '一次性奖励' }], facts: ['50 万元'] },
  { question: '小巨人国家给多少奖励', kind: 'amount', cite: [{ title: '优质中小企业梯度培育管理暂行办法', holds: '100 万元' }], facts: ['100 万元'] },
  { question: '深圳评上国家级小巨人奖多少', kind: 'amount', cite: [{ title: '深圳市关于加快推进专精特新', holds: '小巨人' }], facts: ['140'] },
  { question: '专精特新直接认定要什么条件', kind: 'conditions', cite: [{ title: '专精特新中小企业认定管理办法', holds: '直接认定' }], facts: ['直接认定'] },
  { question: '余杭专精特新奖励要准备啥材料', kind: 'materials', cite: [{ title: '余杭区关于促进中小企业专精特新发展', holds: '申报材料' }, { title: '余杭区专精特新中小企业奖励资金申报', holds: '申报材料' }], facts: ['专精特新中小企业认定文件'] },
  { question: '创新型中小企业评价怎么算分', kind: 'conditions', cite: [{ title: '梯度培育', holds: '创新型中小企业' }], facts: ['60 分'] },

  // ── 研发投入补助 and 加计扣除 ──
  { question: '研发费用加计扣除现在比例多少', kind: 'rate', cite: [{ title: '研发费用税前加计扣除', holds: '100%' }], facts: ['100%'] },
  { question: '加计扣除什么时候可以享受，要等汇算清缴吗', kind: 'process', cite: [{ title: '研发费用税前加计扣除', holds: '预缴申报' }], facts: ['预缴申报'] },
  { question: '哪些行业不能享受研发加计扣除', kind: 'conditions', cite: [{ title: '研发费用税前加计扣除', holds: '烟草制造业' }], facts: ['烟草制造业'] },
  { question: '集成电路企业研发费用加计扣除是多少', kind: 'rate', cite: [{ title: '集成电路和工业母机', holds: '加计扣除' }], facts: ['120%'] },
  { question: '工业母机企业形成无形资产的按多少摊销', kind: 'rate', cite: [{ title: '集成电路和工业母机', holds: '无形资产' }], facts: ['220%'] },
  { question: '西湖区研发投入补助怎么算', kind: 'amount', cite: [{ title: '西湖区企业研发投入补助实施细则', holds: '研发费用增量' }], facts: ['10%', '200 万元'] },
  { question: '加计扣除要不要留什么资料备查', kind: 'materials', cite: [{ title: '研发费用税前加计扣除', holds: '留存备查' }], facts: ['辅助账'] },

  // ── 技改 / 数字化改造 / 智能工厂 / 首台套 ──
  { question: '萧山技改补助最高多少', kind: 'amount', cite: [{ title: '萧山区工业企业技术改造财政专项资金', holds: '设备投资额' }], facts: ['550 万元'] },
  { question: '省里技改按设备投资补几个点', kind: 'rate', as: YUHANG, cite: [{ title: '浙江省工业企业技术改造财政专项资金', holds: '设备投资额' }], facts: ['10%'] },
  { question: '鄞州技改补助上限', kind: 'amount', cite: [{ title: '鄞州区工业企业技术改造财政专项资金', holds: '设备投资额' }], facts: ['500 万元'] },
  { question: '西湖区数字化改造能补多少', kind: 'amount', cite: [{ title: '西湖区制造业数字化改造专项资金', holds: '软硬件投入' }], facts: ['250 万元'] },
  { question: '数字化改造项目软硬件投入多少才能报省里', as: YUHANG, kind: 'conditions', cite: [{ title: '浙江省关于支持制造业企业数字化改造', holds: '500 万元' }, { title: '浙江省制造业数字化改造专项资金', holds: '不低于' }], facts: ['不低于'] },
  { question: '评上省级智能工厂有奖励吗', kind: 'amount', cite: [{ title: '关于支持制造业企业数字化改造', holds: '智能工厂' }], facts: ['智能工厂'] },
  { question: '数字化车间省里奖多少', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省关于支持制造业企业数字化改造', holds: '数字化车间' }], facts: ['80 万元'] },
  { question: '国家数字化转型试点企业按改造投入补多少', kind: 'rate', cite: [{ title: '中小企业数字化转型城市试点实施方案', holds: '改造投入' }], facts: ['30%'] },
  { question: '鄞州区数字化改造补多少', kind: 'amount', cite: [{ title: '鄞州区制造业数字化改造专项资金', holds: '软硬件投入' }], facts: ['500 万元'] },
  { question: '杭州首台套保险补偿保费补几成', kind: 'rate', cite: [{ title: '杭州市首台（套）', holds: '保费' }], facts: ['80%'] },
  { question: '首台套装备国家奖励按单价的多少', kind: 'rate', cite: [{ title: '首台（套）重大技术装备推广应用指导意见', holds: '产品单价' }], facts: ['10%'] },
  { question: '首台套的定义是什么', kind: 'conditions', cite: [{ title: '首台（套）重大技术装备推广应用指导意见', holds: '率先实现重大技术突破' }], facts: ['重大技术突破'] },
  { question: '技改补助的工作流程', as: HAISHU, kind: 'process', cite: [{ title: '工业企业技术改造财政专项资金', holds: '工作程序' }], facts: ['在线填报'] },

  // ── 绿色制造 ──
  { question: '余杭绿色低碳工厂奖多少', kind: 'amount', cite: [{ title: '余杭区绿色制造体系建设实施方案', holds: '绿色低碳工厂' }], facts: ['120 万元'] },
  { question: '国家级绿色工厂省里奖励', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省关于推动绿色低碳工厂建设', holds: '绿色工厂' }], facts: ['100 万元'] },
  { question: '节能改造一吨标煤补多少钱', kind: 'amount', cite: [{ title: '推动绿色低碳工厂建设', holds: '标准煤' }], facts: ['500 元'] },
  { question: '宁波市绿色工厂奖励', kind: 'amount', cite: [{ title: '宁波市', holds: '绿色' }], facts: ['120 万元'] },

  // ── 知识产权、专利 ──
  { question: '余杭发明专利授权一件补多少', kind: 'amount', cite: [{ title: '余杭区关于加强知识产权强市建设', holds: '发明专利' }], facts: ['1.5 万元'] },
  { question: '杭洲发明专利授权资助多少', kind: 'amount', cite: [{ title: '杭州市关于加强知识产权强市建设', holds: '发明专利' }, { title: '杭州市专利资助与奖励办法', holds: '发明专利' }], facts: ['万元'] },
  { question: 'PCT专利在余杭能补多少', kind: 'amount', cite: [{ title: '余杭区关于加强知识产权强市建设', holds: 'PCT' }], facts: ['10 万元'] },
  { question: '软著登记区里给钱吗', as: YUHANG, kind: 'amount', cite: [{ title: '余杭区关于加强知识产权强市建设', holds: '软件著作权' }], facts: ['0.2 万元'] },
  { question: '钱塘区实用新型专利资助标准', kind: 'amount', cite: [{ title: '钱塘区专利资助与奖励办法', holds: '实用新型' }], facts: ['0.2 万元'] },
  { question: '西湖区PCT国际专利每件资助多少', kind: 'amount', cite: [{ title: '西湖区专利资助与奖励办法', holds: 'PCT' }], facts: ['8 万元'] },
  { question: '上海国内发明专利资助多少一件', kind: 'amount', cite: [{ title: '上海市专利资助与奖励办法', holds: '发明专利' }], facts: ['0.5 万元'] },
  { question: '专利转让许可余杭奖励比例', kind: 'rate', cite: [{ title: '余杭区关于加强知识产权强市建设', holds: '运营转化' }], facts: ['10%'] },
  { question: '评上国家知识产权示范企业区里奖多少', as: YUHANG, kind: 'amount', cite: [{ title: '余杭区关于加强知识产权强市建设', holds: '示范企业' }], facts: ['30 万元'] },
  { question: '知识产权质押贷款利息杭州贴多少', kind: 'rate', cite: [{ title: '杭州市关于加强知识产权强市建设', holds: '质押融资' }], facts: ['50%'] },
  { question: '专利质押融资省里贴息上限', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省知识产权质押融资风险补偿', holds: '贴息' }, { title: '浙江省关于加强知识产权强市建设', holds: '质押融资' }], facts: ['万元'] },
  { question: '杭州高价值专利培育项目最高资助', kind: 'amount', cite: [{ title: '杭州市知识产权专项资金管理办法', holds: '高价值专利' }], facts: ['190 万元'] },
  { question: '国家对专利申请还有资助吗', kind: 'general', cite: [{ title: '知识产权强国建设纲要', holds: '取消' }], facts: ['取消'] },

  // ── 人才：见习、技能、博士后、领军团队、引才 ──
  { question: '招应届毕业生来见习，杭州补贴怎么算', kind: 'amount', cite: [{ title: '杭州市高校毕业生就业见习补贴实施办法', holds: '见习补贴' }], facts: ['80%'] },
  { question: '见习生留下来一半以上补贴能加多少', kind: 'rate', cite: [{ title: '高校毕业生就业见习补贴实施办法', holds: '留用' }], facts: ['10 个百分点'] },
  { question: '员工考了高级工证书有补贴吗', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省关于实施企业技能人才自主评价', holds: '职业技能等级证书' }], facts: ['3000 元'] },
  { question: '浙江职工拿到中级技能证书补多少', kind: 'amount', cite: [{ title: '浙江省关于实施企业技能人才自主评价', holds: '职业技能提升补贴' }], facts: ['2000 元'] },
  { question: '企业自己评技能等级可以设哪几级', kind: 'general', cite: [{ title: '技能人才自主评价', holds: '学徒工' }], facts: ['技师'] },
  { question: '余杭职业技能培训补贴最高多少', kind: 'amount', cite: [{ title: '余杭区职业技能提升行动专账资金', holds: '培训补贴' }], facts: ['50 万元'] },
  { question: '宁波技能培训补贴上限', kind: 'amount', cite: [{ title: '宁波市职业技能提升行动专账资金', holds: '培训补贴' }], facts: ['20 万元'] },
  { question: '在西湖区设博士后工作站给多少钱', kind: 'amount', cite: [{ title: '西湖区博士后工作管理办法', holds: '建站资助' }], facts: ['50 万元'] },
  { question: '我们区博士后工作站建站资助', as: HAISHU, kind: 'amount', cite: [{ title: '海曙区博士后工作管理办法', holds: '建站资助' }], facts: ['70 万元'] },
  { question: '浙江省博士后建站资助多少', kind: 'amount', cite: [{ title: '浙江省博士后工作管理办法', holds: '建站资助' }], facts: ['30 万元'] },
  { question: '杭州领军型创新创业团队最高资助', kind: 'amount', cite: [{ title: '杭州市领军型创新创业团队', holds: '项目资助' }], facts: ['800 万元'] },
  { question: '省领军型团队资助额度', kind: 'amount', cite: [{ title: '浙江省领军型创新创业团队', holds: '项目资助' }], facts: ['200 万元'] },
  { question: '领军团队申报流程是怎样的', as: YUHANG, kind: 'process', cite: [{ title: '领军型创新创业团队', holds: '工作程序' }], facts: ['专家评审'] },
  { question: '宁波引进博士给多少生活补贴', kind: 'amount', cite: [{ title: '宁波市关于加快引进和培育高层次人才', holds: '博士' }], facts: ['15 万元'] },
  { question: '浙江省级领军人才安家费多少', kind: 'amount', cite: [{ title: '浙江省关于加快引进和培育高层次人才', holds: '安家补贴' }], facts: ['50 万元'] },
  { question: '取得高级工以上证书国家有什么激励', kind: 'general', cite: [{ title: '高技能人才队伍建设', holds: '高级工' }], facts: ['职业技能提升补贴'] },

  // ── 稳岗、社保、降成本、房租 ──
  { question: '失业保险费率现在降到多少了', kind: 'rate', cite: [{ title: '阶段性降低失业保险费率', holds: '费率标准' }], facts: ['1%'] },
  { question: '中小微企业稳岗返还按交的失业保险费返多少', kind: 'rate', cite: [{ title: '阶段性降低失业保险费率', holds: '稳岗返还' }], facts: ['60%'] },
  { question: '海曙区稳岗补贴最多多少', kind: 'amount', cite: [{ title: '海曙区关于做好失业保险稳岗位', holds: '稳岗补贴' }], facts: ['11 万元'] },
  { question: '降低失业保险费率执行到什么时候', kind: 'deadline', cite: [{ title: '阶段性降低失业保险费率', holds: '执行期限' }], facts: ['2025 年 12 月 31 日'] },
  { question: '租的国有厂房房租能免几个月', as: YUHANG, kind: 'duration', expect: 'answered', cite: [{ title: '关于减免小微企业房屋租金', holds: '个月租金' }], facts: ['个月租金'] },
  { question: '钱塘区租国有房子的小微企业房租能免几个月', kind: 'duration', cite: [{ title: '钱塘区关于减免小微企业房屋租金', holds: '减免标准' }], facts: ['6 个月'] },
  { question: '鄞州区房租减免单户最多多少', kind: 'amount', cite: [{ title: '鄞州区关于减免小微企业房屋租金', holds: '减免标准' }], facts: ['20 万元'] },
  { question: '深圳小微企业租国有房屋免几个月房租', kind: 'duration', cite: [{ title: '深圳市关于减免小微企业房屋租金', holds: '减免标准' }], facts: ['3 个月'] },
  { question: '房东是私人的能减房租吗', as: HAISHU, kind: 'general', cite: [{ title: '关于减免小微企业房屋租金', holds: '非国有房屋' }], facts: ['非国有房屋'] },
  { question: '杭州工商业电价降了多少', kind: 'rate', cite: [{ title: '杭州市关于进一步降低实体经济企业成本', holds: '电价' }], facts: ['5%'] },
  { question: '开办企业现在要几天', kind: 'duration', cite: [{ title: '降低实体经济企业成本', holds: '企业开办时间' }], facts: ['1 个工作日'] },
  { question: '集装箱车走高速有优惠吗', kind: 'general', cite: [{ title: '成本', holds: '集装箱' }], facts: ['通行费'] },

  // ── 融资：贴息、风险补偿、担保、上市 ──
  { question: '余杭科小贷款贴息最多多少', kind: 'amount', cite: [{ title: '余杭区科技金融结合专项资金', holds: '贴息' }], facts: ['85 万元'] },
  { question: '萧山科技贷款贴息上限', kind: 'amount', cite: [{ title: '萧山区科技金融结合专项资金', holds: '贴息' }], facts: ['35 万元'] },
  { question: '省里科技型中小企业贷款贴息按LPR的多少', as: YUHANG, kind: 'rate', cite: [{ title: '浙江省关于强化科技型中小企业金融支持', holds: '贷款贴息' }], facts: ['30%'] },
  { question: '买研发费用损失险保费能补吗', as: YUHANG, kind: 'rate', cite: [{ title: '强化科技型中小企业金融支持', holds: '科技保险' }], facts: ['50%'] },
  { question: '宁波贷款风险补偿按本金损失补多少', kind: 'rate', cite: [{ title: '宁波市中小微企业贷款风险补偿', holds: '补偿标准' }], facts: ['40%'] },
  { question: '宁波风险补偿贷款单户额度限制', kind: 'conditions', cite: [{ title: '宁波市中小微企业贷款风险补偿', holds: '补偿对象' }], facts: ['1000 万元'] },
  { question: '担保费率省里要求降到多少', as: YUHANG, kind: 'rate', cite: [{ title: '浙江省政府性融资担保降费奖补', holds: '担保费率' }], facts: ['1%'] },
  { question: '担保机构能不能收企业保证金', kind: 'general', cite: [{ title: '融资担保降费奖补', holds: '保证金' }], facts: ['不得'] },
  { question: '杭州企业上市奖励累计多少', kind: 'amount', cite: [{ title: '杭州市关于鼓励企业上市挂牌', holds: '上市奖励' }], facts: ['650 万元'] },
  { question: '新三板挂牌杭州奖多少', kind: 'amount', cite: [{ title: '杭州市关于鼓励企业上市挂牌', holds: '挂牌奖励' }], facts: ['100 万元'] },
  { question: '股改签了辅导协议省里奖励多少', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省关于鼓励企业上市挂牌', holds: '股改' }], facts: ['50 万元'] },
  { question: '西湖区上市分阶段奖励最多多少', kind: 'amount', cite: [{ title: '西湖区推进企业上市和并购重组', holds: '支持内容' }], facts: ['50 万元'] },

  // ── 外贸、电商、会展、服务业 ──
  { question: '去国外参展展位费杭州补几成', kind: 'rate', cite: [{ title: '杭州市关于支持外贸企业开拓国际市场', holds: '境外展会' }], facts: ['80%'] },
  { question: '宁波境外展会展位费补贴上限', kind: 'amount', cite: [{ title: '宁波市外经贸发展专项资金', holds: '展位费' }], facts: ['45 万元'] },
  { question: '出口信用保险保费能补多少', as: YUHANG, kind: 'rate', cite: [{ title: '支持外贸企业开拓国际市场', holds: '出口信用保险' }], facts: ['50%'] },
  { question: '西湖区跨境电商出口奖励上限', kind: 'amount', cite: [{ title: '西湖区促进跨境电子商务', holds: '跨境电商出口额' }], facts: ['100 万元'] },
  { question: '宁波做跨境电商最多奖多少', kind: 'amount', cite: [{ title: '宁波市促进跨境电子商务', holds: '跨境电商出口额' }], facts: ['10 万元'] },
  { question: '在杭州办展场租补贴多少', kind: 'rate', cite: [{ title: '杭州市关于促进会展业发展', holds: '办展补助' }], facts: ['20%'] },
  { question: '中小企业参加国内展会展位费省里补吗', as: YUHANG, kind: 'rate', cite: [{ title: '浙江省关于促进会展业发展', holds: '参展补助' }], facts: ['50%'] },
  { question: '服务业项目投资补助杭州按多少比例', kind: 'rate', cite: [{ title: '杭州市服务业发展引导资金', holds: '项目总投资' }], facts: ['10%'] },
  { question: '服务业企业第一次进规上有奖励吗', as: YUHANG, kind: 'amount', cite: [{ title: '浙江省关于促进服务业高质量发展', holds: '规模升级' }], facts: ['5 万元'] },

  // ── 税费优惠 ──
  { question: '小规模纳税人月销售额多少以下免增值税', kind: 'conditions', cite: [{ title: '小微企业和个体工商户发展有关税费政策', holds: '增值税' }], facts: ['10 万元'] },
  { question: '小型微利企业所得税实际税负怎么算', kind: 'rate', cite: [{ title: '小微企业和个体工商户发展有关税费政策', holds: '小型微利企业减按 25%' }], facts: ['20%'] },
  { question: '六税两费减半是哪些人能享受', kind: 'conditions', cite: [{ title: '小微企业和个体工商户发展有关税费政策', holds: '六税两费' }], facts: ['小规模纳税人'] },
  { question: '先进制造业增值税加计抵减比例', kind: 'rate', cite: [{ title: '先进制造业企业增值税加计抵减', holds: '加计抵减' }], facts: ['5%'] },
  { question: '先进制造业加计抵减名单谁来定', kind: 'general', cite: [{ title: '先进制造业企业增值税加计抵减', holds: '名单' }], facts: ['工业和信息化部门'] },
  { question: '科研设备进口免税政策执行到哪年', kind: 'deadline', cite: [{ title: '支持科技创新进口税收政策', holds: '执行' }], facts: ['2030 年 12 月 31 日'] },

  // ── 研发机构、设计中心、示范平台、孵化器 ──
  { question: '杭州新认定国家级企业技术中心奖多少', kind: 'amount', cite: [{ title: '杭州市关于加快建设企业研发机构', holds: '研发机构奖励' }], facts: ['150 万元'] },
  { question: '研发仪器设备购置省里补几个点', as: YUHANG, kind: 'rate', cite: [{ title: '浙江省关于加快建设企业研发机构', holds: '仪器设备' }], facts: ['15%'] },
  { question: '企业研发机构认定对研发人员人数有要求吗', as: YUHANG, kind: 'conditions', cite: [{ title: '加快建设企业研发机构', holds: '研发人员不少于' }], facts: ['10 人'] },
  { question: '杭州工业设计中心认定奖励', kind: 'amount', cite: [{ title: '杭州市工业设计中心认定管理办法', holds: '一次性奖励' }], facts: ['90 万元'] },
  { question: '宁波研发中心认定补助多少', kind: 'amount', cite: [{ title: '宁波市企业研究开发中心', holds: '补助' }], facts: ['70 万元'] },
  { question: '宁波企业技术中心认定奖多少', kind: 'amount', cite: [{ title: '宁波市企业技术中心认定管理办法', holds: '一次性奖励' }], facts: ['50 万元'] },
  { question: '杭州众创空间绩效优秀补多少', kind: 'amount', cite: [{ title: '杭州市科技企业孵化器和众创空间', holds: '运营补助' }], facts: ['80 万元'] },
  { question: '国家级中小企业公共服务示范平台奖励', kind: 'amount', cite: [{ title: '中小企业公共服务示范平台认定管理办法', holds: '示范平台' }], facts: ['50 万元'] },
  { question: '杭州隐形冠军最高奖多少', kind: 'amount', cite: [{ title: '杭州市隐形冠军企业培育', holds: '隐形冠军' }], facts: ['100 万元'] },
  { question: '单项冠军国家奖多少', kind: 'amount', cite: [{ title: '制造业单项冠军企业认定管理办法', holds: '单项冠军' }], facts: ['500 万元'] },
  { question: '浙江雄鹰行动培育库给多少支持', kind: 'amount', cite: [{ title: '雄鹰行动', holds: '雄鹰行动' }], facts: ['200 万元'] },
  { question: '浙江政府质量奖奖金多少', kind: 'amount', cite: [{ title: '浙江省政府质量奖管理办法', holds: '获奖组织' }], facts: ['80 万元'] },

  // ── On a document's page: 这份政策 / 这个项目 ──
  { question: '这份政策的首次认定奖励是多少', onTitle: '杭州市关于高新技术企业认定奖励的实施细则', kind: 'amount', cite: [{ title: '杭州市关于高新技术企业认定奖励', holds: '首次通过认定' }], facts: ['25 万元'] },
  { question: '这个办法有效期多久', onTitle: '西湖区博士后工作管理办法', kind: 'duration', cite: [{ title: '西湖区博士后工作管理办法', holds: '有效期' }], facts: ['3 年'] },
  { question: '本页的申报材料有哪些', onTitle: '余杭区科技金融结合专项资金管理办法', kind: 'materials', cite: [{ title: '余杭区科技金融结合专项资金', holds: '申报材料' }], facts: ['贷款合同'] },
  { question: '这个政策谁负责解释', onTitle: '钱塘区关于减免小微企业房屋租金的实施细则', kind: 'general', cite: [{ title: '钱塘区关于减免小微企业房屋租金', holds: '负责解释' }], facts: ['钱塘区财政局'] },
  { question: '这份政策的博士补贴是多少', onTitle: '宁波市关于加快引进和培育高层次人才的若干意见', kind: 'amount', cite: [{ title: '宁波市关于加快引进和培育高层次人才', holds: '博士' }], facts: ['15 万元'] },
  { question: '这个流程要走几步', onTitle: '杭州市隐形冠军企业培育行动计划', kind: 'process', cite: [{ title: '杭州市隐形冠军企业培育', holds: '工作程序' }], facts: ['专家评审'] },

  // ── Can we apply / do we qualify / how much can we get (the engine) ──
  { question: '我们公司能申请高新技术企业认定吗？', as: YUHANG, kind: 'eligibility', cite: [{ title: '高新技术企业' }], facts: ['高新技术企业'] },
  { question: '能报省里的专精特新吗', as: YUHANG, kind: 'eligibility', cite: [{ title: '浙江省' }], facts: ['专精特新'] },
  { question: '帮我看看我们符不符合科技型中小企业的条件', as: YUHANG, kind: 'eligibility', cite: [{ title: '科技型中小企业' }], facts: ['科技型中小企业'] },
  { question: '我们能不能申请区里的绿色工厂奖励', as: YUHANG, kind: 'eligibility', cite: [{ title: '余杭区' }], facts: ['绿色'] },
  { question: '我们厂够不够格申请技改补助', as: HAISHU, kind: 'eligibility', cite: [{ title: '技术改造' }], facts: ['技术改造'] },
  { question: '我司可以报宁波的研发中心认定吗', as: HAISHU, kind: 'eligibility', cite: [{ title: '宁波市' }], facts: ['研究开发中心'] },
  { question: '我们企业符合博士后工作站建站资助条件吗', as: HAISHU, kind: 'eligibility', cite: [{ title: '博士后' }], facts: ['博士后'] },
  { question: '我们能拿多少补贴', as: YUHANG, kind: 'eligibility', facts: ['万元'] },
  { question: '我们公司能申请高企吗', kind: 'eligibility', cite: [{ title: '高新技术企业' }], facts: ['请先登录'] },
  { question: '帮我看看我们符不符合专精特新', kind: 'eligibility', cite: [{ title: '专精特新' }], facts: ['请先登录'] },
  { question: '我符合这项政策的条件吗', onTitle: '余杭区关于促进中小企业专精特新发展的若干措施', as: YUHANG, kind: 'eligibility', cite: [{ title: '专精特新' }], facts: ['专精特新'] },
  { question: '这个项目我们能报吗', onTitle: '余杭区绿色制造体系建设实施方案', as: YUHANG, kind: 'eligibility', cite: [{ title: '绿色' }], facts: ['绿色'] },

  // ── Several parts in one question ──
  { question: '高企认定条件和有效期分别是什么', kind: 'conditions', cite: [{ title: '高新技术企业认定管理办法', holds: '须同时满足以下条件' }], facts: ['注册成立一年以上', '三年'] },
  { question: '余杭专精特新奖励多少，要交哪些材料', kind: 'amount', cite: [{ title: '余杭区关于促进中小企业专精特新发展', holds: '一次性奖励' }, { title: '余杭区关于促进中小企业专精特新发展', holds: '申报材料' }], facts: ['60 万元', '认定文件'] },
  { question: '西湖区博士后工作站资助多少，有效期几年', kind: 'amount', cite: [{ title: '西湖区博士后工作管理办法', holds: '建站资助' }, { title: '西湖区博士后工作管理办法', holds: '有效期' }], facts: ['50 万元', '3 年'] },

  // ── What the corpus cannot answer, and what is not ours to answer ──
  { question: '开奶茶店能领创业补贴吗', kind: 'refusal', expect: 'nothing-found' },
  { question: '外卖骑手社保有补贴吗', kind: 'refusal', expect: 'nothing-found' },
  { question: '直播带货网红有什么扶持', kind: 'refusal', expect: 'nothing-found' },
  { question: '养猪场环保改造补贴多少', kind: 'refusal', expect: 'nothing-found' },
  { question: '民宿开业能补多少钱', kind: 'refusal', expect: 'nothing-found' },
  { question: '驾校学员学车补贴', kind: 'refusal', expect: 'nothing-found' },
  { question: '帮我写一份年终总结', kind: 'refusal', expect: 'declined' },
  { question: '明天杭州会下雨吗', kind: 'refusal', expect: 'declined' },
];
