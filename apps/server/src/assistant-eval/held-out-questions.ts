import type { OwnerQuestion } from './owner-question';
import { HAISHU, YUHANG } from './owner-questions';

/**
 * The held-out part of the owners' set: questions in owners' words about documents and places the
 * development set (owner-questions.ts) never asks about — 临安, 上城, 南湖, 台州, 吴兴, 嘉兴, 婺城, 慈溪, 湖州,
 * 温州, 绍兴, 舟山; the signed-in ones ask about the demo ledgers' own districts and cities, as the
 * development set does, in other words — written from the documents' text after the segmenter's dictionary, the paraphrase
 * table and the typo list were fixed, with words those tables may not hold (规上, 双创基地, 亚马逊, 美金) and
 * typos (台洲, 湖洲, 务城). It measures how the assistant meets questions nobody tuned it on: a miss here
 * is not mended by adding the question's words to a table (that would make it a development question);
 * when the held-out figures are used to change the code, the questions move to owner-questions.ts and new
 * ones are written here.
 */

export const HELD_OUT_QUESTIONS: readonly OwnerQuestion[] = [
  // ── 专利 and 知识产权 in places the development set does not ask about ──
  { question: '临安发明专利授权一件给多少钱', kind: 'amount', cite: [{ title: '临安区专利资助与奖励办法', holds: '新授权的国内发明专利' }], facts: ['资助 1 万元'] },
  { question: '临安PCT专利国外授权了一年最多补多少', kind: 'amount', cite: [{ title: '临安区专利资助与奖励办法', holds: 'PCT' }], facts: ['40 万元'] },
  { question: '临安那个专利资助政策几年有效', kind: 'duration', cite: [{ title: '临安区专利资助与奖励办法', holds: '有效期' }], facts: ['5 年'] },
  { question: '亩均评价是D类的企业还能拿临安的专利资助吗', kind: 'conditions', cite: [{ title: '临安区专利资助与奖励办法', holds: 'D 类' }], facts: ['不予支持'] },
  { question: '温州软著登记一件补多少', kind: 'amount', cite: [{ title: '温州市关于加强知识产权强市建设', holds: '软件著作权' }], facts: ['0.05 万元'] },
  { question: '温州评上国家知识产权示范企业奖多少', kind: 'amount', cite: [{ title: '温州市关于加强知识产权强市建设', holds: '示范企业' }], facts: ['30 万元'] },
  { question: '舟山专利质押贷款贴息一家企业最多多少', kind: 'amount', cite: [{ title: '舟山市知识产权质押融资风险补偿', holds: '贴息' }], facts: ['190 万元'] },
  { question: '台州拿专利抵押贷款利息能贴多少', kind: 'rate', cite: [{ title: '台州市知识产权质押融资风险补偿', holds: '贴息' }], facts: ['30%'] },
  { question: '南湖区专利质押贷款贴息要交哪些材料', kind: 'materials', cite: [{ title: '南湖区知识产权质押融资贴息', holds: '申报材料' }], facts: ['借款合同及付息凭证'] },

  // ── 研发, 人才 ──
  { question: '吴兴区研发费用比去年多了区里补多少', kind: 'amount', cite: [{ title: '吴兴区企业研发投入补助', holds: '增量' }], facts: ['10 万元'] },
  { question: '吴兴研发补助要交什么审计报告', kind: 'materials', cite: [{ title: '吴兴区企业研发投入补助', holds: '申报材料' }], facts: ['研发费用专项审计报告'] },
  { question: '嘉兴研发后补助按加计扣除额的几个点算', kind: 'rate', cite: [{ title: '嘉兴市企业研发投入后补助', holds: '加计扣除额' }], facts: ['8%'] },
  { question: '嘉兴研发后补助要自己去报吗', kind: 'process', cite: [{ title: '嘉兴市企业研发投入后补助', holds: '免申即享' }], facts: ['免申即享'] },
  { question: '温州新认定的企业研发中心补助多少', kind: 'amount', cite: [{ title: '温州市企业研究开发中心', holds: '新认定' }], facts: ['50 万元'] },
  { question: '婺城区招来一个全日制博士给多少生活补贴', kind: 'amount', cite: [{ title: '婺城区关于加快引进和培育高层次人才', holds: '博士' }], facts: ['10 万元'] },
  { question: '婺城引进省级领军人才安家费多少，分几年发', kind: 'amount', cite: [{ title: '婺城区关于加快引进和培育高层次人才', holds: '安家补贴' }], facts: ['50 万元', '5 年'] },
  { question: '南湖青年科技人才入选了给多少科研经费', kind: 'amount', cite: [{ title: '南湖区青年科技人才培养计划', holds: '科研经费' }], facts: ['50 万元'] },
  { question: '南湖区青年科技人才申报怎么个流程', kind: 'process', cite: [{ title: '南湖区青年科技人才培养计划', holds: '工作程序' }], facts: ['专家评审与答辩'] },
  { question: '绍兴青年科技人才一个人给多少科研经费', kind: 'amount', cite: [{ title: '绍兴市青年科技人才培养计划', holds: '科研经费' }], facts: ['50 万元'] },
  { question: '务城区职工考了技能等级证书培训补贴最多多少', kind: 'amount', cite: [{ title: '婺城区职业技能提升行动专账资金', holds: '职业技能等级证书' }], facts: ['35 万元'] },

  // ── 服务业, 载体, 称号 ──
  { question: '上城区企业第一次进规上服务业奖多少', kind: 'amount', cite: [{ title: '上城区关于促进服务业高质量发展', holds: '首次纳入规模以上服务业' }], facts: ['5 万元'] },
  { question: '上城区服务业重点项目投了1000多万能补多少', kind: 'amount', cite: [{ title: '上城区关于促进服务业高质量发展', holds: '重点项目' }], facts: ['300 万元'] },
  { question: '上城区服务业政策归哪个部门解释', kind: 'general', cite: [{ title: '上城区关于促进服务业高质量发展', holds: '负责解释' }], facts: ['上城区发展和改革局'] },
  { question: '台州小微企业双创基地认定后运营补助最多多少', kind: 'amount', cite: [{ title: '台州市小微企业创业创新基地', holds: '运营补助' }], facts: ['130 万元'] },
  { question: '杭州的小微企业双创基地认定了给多少运营补助', kind: 'amount', cite: [{ title: '杭州市小微企业创业创新基地', holds: '运营补助' }], facts: ['50 万元'] },
  { question: '婺城孵化器绩效评了优秀能拿多少运营补助', kind: 'amount', cite: [{ title: '婺城区科技企业孵化器和众创空间', holds: '运营补助' }], facts: ['50 万元'] },
  { question: '台洲工业设计中心申请要准备什么材料', kind: 'materials', cite: [{ title: '台州市工业设计中心', holds: '申报材料' }], facts: ['工业设计中心申请报告'] },
  { question: '湖州工业设计中心认定要走哪些步骤', kind: 'process', cite: [{ title: '湖州市工业设计中心', holds: '工作程序' }], facts: ['专家评审与现场考察'] },
  { question: '嘉兴隐形冠军称号奖多少', kind: 'amount', cite: [{ title: '嘉兴市隐形冠军企业培育', holds: '隐形冠军' }], facts: ['70 万元'] },
  { question: '湖洲政府质量奖奖金多少', kind: 'amount', cite: [{ title: '湖州市政府质量奖', holds: '一次性奖励' }], facts: ['100 万元'] },

  // ── 上市, 外贸, 首台套, 技改, 数字化 ──
  { question: '台州企业上市奖励加起来最多能拿多少', kind: 'amount', cite: [{ title: '台州市推进企业上市和并购重组', holds: '成功上市' }], facts: ['250 万元'] },
  { question: '绍兴公司上市分阶段奖励累计最多多少', kind: 'amount', cite: [{ title: '绍兴市推进企业上市和并购重组', holds: '成功上市' }], facts: ['150 万元'] },
  { question: '慈溪跨境电商出口第一次过1000万美金奖多少', kind: 'amount', cite: [{ title: '慈溪市跨境电子商务高质量发展', holds: '1000 万美元' }], facts: ['20 万元'] },
  { question: '慈溪入驻亚马逊这类跨境平台服务费能补几成', kind: 'rate', cite: [{ title: '慈溪市跨境电子商务高质量发展', holds: '平台服务费' }], facts: ['50%'] },
  { question: '湖州去国外参展展位费补多少', kind: 'amount', cite: [{ title: '湖州市外经贸发展专项资金', holds: '展位费' }], facts: ['25 万元'] },
  { question: '台州首台套保险费补多少', kind: 'rate', cite: [{ title: '台州市首台（套）重大技术装备推广应用指导目录及保险补偿', holds: '保费' }], facts: ['80%'] },
  { question: '杭州技改按设备投资能补百分之几', kind: 'rate', cite: [{ title: '杭州市工业和信息化发展专项资金', holds: '设备投资额' }], facts: ['10%'] },
  { question: '嘉兴数字化改造专项资金申报要哪些资料', kind: 'materials', cite: [{ title: '嘉兴市制造业数字化改造专项资金', holds: '申报材料' }], facts: ['设备及软件采购合同与发票'] },
  { question: '萧山稳岗申请要交职工花名册吗', kind: 'materials', cite: [{ title: '萧山区关于做好失业保险稳岗位提技能防失业', holds: '申报材料' }], facts: ['职工花名册'] },
  { question: '虚报冒领补贴被查出来会怎么样', kind: 'general', cite: [{ title: '', holds: '虚报冒领' }], facts: ['三年内不得享受'] },

  // ── Signed in: 区里/市里 and no place ──
  { question: '市里的小微企业双创基地补助最多多少', as: YUHANG, kind: 'amount', cite: [{ title: '杭州市小微企业创业创新基地', holds: '运营补助' }], facts: ['50 万元'] },
  { question: '区里稳岗补贴一家企业最多给多少', as: HAISHU, kind: 'amount', cite: [{ title: '海曙区关于做好失业保险稳岗位提技能防失业', holds: '稳岗补贴' }], facts: ['11 万元'] },
  { question: '区里新建博士后工作站资助多少', as: HAISHU, kind: 'amount', cite: [{ title: '海曙区博士后工作管理办法', holds: '建站资助' }], facts: ['70 万元'] },
  { question: '市里众创空间绩效优秀最多补多少', as: YUHANG, kind: 'amount', cite: [{ title: '杭州市科技企业孵化器和众创空间', holds: '运营补助' }], facts: ['80 万元'] },

  // ── Can we: to the engine signed in, to a log-in request for a visitor ──
  { question: '我们公司够不够条件申请市里的小微企业双创基地', as: YUHANG, kind: 'eligibility', cite: [{ title: '小微企业创业创新基地' }], facts: ['小微企业创业创新基地'] },
  { question: '咱们厂能不能评省里的政府质量奖', as: YUHANG, kind: 'eligibility', cite: [{ title: '政府质量奖' }], facts: ['政府质量奖'] },
  { question: '帮忙看下我们有没有资格报市里的工业设计中心', as: YUHANG, kind: 'eligibility', cite: [{ title: '工业设计中心' }], facts: ['工业设计中心'] },
  { question: '我们单位能报绿色低碳工厂吗', kind: 'eligibility', cite: [{ title: '绿色低碳工厂' }], facts: ['请先登录'] },

  // ── What no document says, and what is not ours to answer ──
  { question: '余杭区养蜂补贴一箱给多少', kind: 'refusal', expect: 'nothing-found' },
  { question: '开宠物店有什么补贴', kind: 'refusal', expect: 'nothing-found' },
  { question: '民宿装修能补多少钱', kind: 'refusal', expect: 'nothing-found' },
  { question: '帮我写个公司年会主持词', kind: 'refusal', expect: 'declined' },
];
