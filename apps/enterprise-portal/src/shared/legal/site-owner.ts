/** Who runs the portal and how to reach them: the footer, 隐私政策 and 用户协议 all say the same. */
export const SITE_OWNER = {
  sponsor: '浙江省经济和信息化厅',
  operator: '浙江省中小企业公共服务平台管理中心',
  /** The same hotline the SSO pages' agreements name. */
  hotline: '0571-12345',
  hotlineHours: '工作日 9:00-17:30',
  address: '浙江省杭州市西湖区省府路 8 号',
  /** The answer time both agreements promise for a request about personal information. */
  answerDays: 15,
} as const;
