export const POLICY_MATCH_PATH = '/findpolicy/policyMatch';
export const PROCEED_PATH = '/findpolicy/policyMatch/proceed';
export const REPORT_PATH = '/findpolicy/policyMatch/report';
export const MY_REPORTS_PATH = '/PersonalCenter/myReport';

/** 匹配报告 of one saved report. */
export function matchReportPath(id: number): string {
  return `${REPORT_PATH}?${new URLSearchParams({ id: String(id) })}`;
}

/** 报告详情 in 我的报告. */
export function myReportPath(id: number): string {
  return `${MY_REPORTS_PATH}/${id}`;
}
