/** The questions assistant-scale.ts measures (and assistant-profile.ts profiles). */
export type Ask = { question: string; as?: string; onPolicyTitled?: string };

/** A mix of what owners ask: anonymous and signed in, a place named or not, two places, 区里, eligibility, a page. */
export const MIX: readonly Ask[] = [
  { question: '高企认定要满足哪些硬条件' },
  { question: '专精特信资格有效期几年', as: '13800138000' },
  { question: '钱塘区新认定的高新技术企业区里奖多少' },
  { question: '区里专精特新奖励最多给多少', as: '13800138000' },
  { question: '杭州市里对首次认定的高企奖多少钱' },
  { question: '苏州和杭州首次认定高企的奖励各是多少' },
  { question: '浙江创新券在上海能用吗' },
  { question: '租的国有厂房房租能免几个月', as: '13800138000' },
  { question: '技改补助最高多少', as: '13800138001' },
  { question: '研发费用加计扣除现在比例多少' },
  { question: '招应届毕业生来见习，杭州补贴怎么算' },
  { question: '余杭专精特新奖励多少，要交哪些材料' },
  { question: '我们公司能申请高新技术企业认定吗？', as: '13800138000' },
  { question: '能报省里的专精特新吗', as: '13800138000' },
  { question: '我们能拿多少补贴', as: '13800138000' },
  { question: '我们公司能申请高企吗' },
  { question: '这份政策的博士补贴是多少', onPolicyTitled: '宁波市关于加快引进和培育高层次人才的若干意见' },
  { question: '开奶茶店能领创业补贴吗' },
  { question: '跨境电商出口奖励最高多少', as: '13800138001' },
  { question: '数字化改造补助按软硬件投入的多少', as: '13800138000' },
];
