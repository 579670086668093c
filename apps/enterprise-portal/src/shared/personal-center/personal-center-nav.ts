/**
 * The personal center's sections (enterprise side), in menu order: the one menu every /PersonalCenter screen shows.
 * An area with a list of its own (my demands, my financing applications, my registrations …) adds one line here.
 */
export const PERSONAL_CENTER_NAV = [
  { label: '个人中心首页', to: paths.personalCenter.home },
  { label: '企业信息', to: paths.personalCenter.enterpriseInformation },
  { label: '我的申报', to: paths.personalCenter.myApplication },
  { label: '我的报告', to: paths.personalCenter.myReport.list },
  { label: '我的订单', to: paths.personalCenter.myOrder.list },
  { label: '我的评价', to: paths.personalCenter.myReview },
  { label: '我的需求', to: paths.personalCenter.demand.list },
  { label: '我的融资', to: paths.personalCenter.myFinancing.list },
  { label: '我的签约意向', to: paths.personalCenter.myContract },
  { label: '我的报名', to: paths.personalCenter.myRegistration },
  { label: '我的课程', to: paths.personalCenter.myCourse },
  { label: '我的收藏', to: paths.personalCenter.myFavorite },
  { label: '我的关注', to: paths.personalCenter.myFollow },
  { label: '我的订阅', to: paths.personalCenter.mySubscription },
  { label: '消息中心', to: paths.personalCenter.messageCenter },
  { label: '账号设置', to: paths.personalCenter.accountSetting },
] as const;

import { paths } from '../../app/paths';