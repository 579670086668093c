/** The personal center's sections (enterprise side), in menu order. */
export const PERSONAL_CENTER_NAV = [
  { label: '企业信息', to: '/PersonalCenter/enterpriseInformation' },
  { label: '我的申报', to: '/PersonalCenter/myApplication' },
  { label: '我的报告', to: '/PersonalCenter/myReport' },
  { label: '我的收藏', to: '/PersonalCenter/myFavorite' },
  { label: '我的订阅', to: '/PersonalCenter/mySubscription' },
  { label: '消息中心', to: '/PersonalCenter/messageCenter' },
] as const;
