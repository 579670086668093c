/**
 * 时限: the period each 高企 condition is measured over, as 《办法》 and its 工作指引 define it. It tells by
 * when a fix has to be in place; the year's 申报截止日 itself comes from that year's 认定工作通知.
 */
export const HIGH_TECH_TIMING: Readonly<Record<string, string>> = {
  'ht-registered': '申请认定时须已注册成立满 365 个日历天',
  'ht-core-ip': '申请认定前须已取得知识产权授权（证书），并在有效期内',
  'ht-key-field': '申请认定时核心技术须属于重点支持领域',
  'ht-rd-staff': '按申请认定前一个会计年度（当年职工总数、累计实际工作 183 天以上）计算',
  'ht-rd-expense': '按申请认定前三个会计年度计算（实际经营不满三年的按实际经营时间）',
  'ht-domestic-rd': '按申请认定前三个会计年度计算（实际经营不满三年的按实际经营时间）',
  'ht-high-tech-revenue': '按申请认定前一个会计年度计算',
  'ht-no-incident': '申请认定前一年内',
};

export function timingOf(conditionId: string): string | null {
  return HIGH_TECH_TIMING[conditionId] ?? null;
}
