/**
 * The portal's screen areas as the start script reads them (ADR 123): each area's route table module
 * (app/routes/<area>-screens.ts) and its screens' addresses, in route-areas.ts's order. The build writes them onto
 * index.html's start script (tools/vite/shell-start.ts), which fetches the table of the address's area beside the
 * entry: a direct visit to an area's screen then waits for no table after the entry (ADR 119's extra round trip).
 *
 * This file is read by the Vite config, outside the app's module graph, so it imports nothing and writes the
 * addresses out; route-areas.test.ts pins them to route-areas.ts (the same tables, the same addresses, in order).
 */
export const AREA_ADDRESSES: readonly { table: string; addresses: readonly string[] }[] = [
  { table: '/src/app/routes/policy-screens.ts', addresses: ['/findpolicy', '/findpolicy/policyNotice', '/findpolicy/policyNoticeDetails/:id', '/policy/PolicyDetail/:id', '/findpolicy/DeclarationNotice', '/findpolicy/DeclarationNotice/detail/:id', '/findpolicy/PolicyInterpretation', '/findpolicy/PolicyInterpretation/detail/:id', '/findpolicy/PublicAnnouncement', '/findpolicy/PublicAnnouncement/detail/:id', '/Nationwide', '/PersonalCenter/myFavorite'] },
  { table: '/src/app/routes/declaration-screens.ts', addresses: ['/findpolicy/DeclarationProject', '/findpolicy/DeclarationProjectDetail/:id'] },
  { table: '/src/app/routes/match-screens.ts', addresses: ['/PersonalCenter/enterpriseInformation', '/findpolicy/policyMatch', '/findpolicy/policyMatch/proceed', '/findpolicy/policyMatch/report', '/PersonalCenter/myReport', '/PersonalCenter/myReport/:id'] },
  { table: '/src/app/routes/application-screens.ts', addresses: ['/findpolicy/ProjectEvaluation/:id', '/findpolicy/ProjectApplication/:id', '/PersonalCenter/myApplication', '/PersonalCenter/myApplication/:id'] },
  { table: '/src/app/routes/compare-screens.ts', addresses: ['/policy/RegionalCompare', '/policy/RegionalCompare/PolicyList', '/policy/RegionalCompare/PolicyRank', '/policy/RegionalCompare/SubsidyRank', '/policy/RegionalCompare/PolicyRewards', '/policy/RegionalCompare/PatentCompare', '/policy/RegionalCompare/CyCompare', '/policy/RegionalCompare/HotCompare', '/policy/RegionalCompare/PeerRank', '/policy/SingleCompare'] },
  { table: '/src/app/routes/subscription-screens.ts', addresses: ['/PersonalCenter/mySubscription', '/PersonalCenter/messageCenter'] },
  { table: '/src/app/routes/assistant-screens.ts', addresses: ['/aiAssistant'] },
  { table: '/src/app/routes/calendar-screens.ts', addresses: ['/findpolicy/declarationCalendar', '/PersonalCenter/myFollow'] },
  { table: '/src/app/routes/certification-screens.ts', addresses: ['/service/authentication'] },
  { table: '/src/app/routes/service-screens.ts', addresses: ['/service', '/service/institutions', '/service/institutionDetail/:id', '/service/productPage', '/service/detail/:id', '/service/anli/:id', '/PersonalCenter/myOrder', '/PersonalCenter/myOrder/:id', '/PersonalCenter/myReview'] },
  { table: '/src/app/routes/news-screens.ts', addresses: ['/news', '/news/details/:id'] },
  { table: '/src/app/routes/market-sme-screens.ts', addresses: ['/market/marketcustom', '/Enterprise/enterpriseDetail/:id', '/market/marketplatform', '/market/marketplatform/detail/:id'] },
  { table: '/src/app/routes/activity-screens.ts', addresses: ['/activity', '/activity/details/:id', '/activity/useRegist/:id', '/PersonalCenter/myRegistration'] },
  { table: '/src/app/routes/course-screens.ts', addresses: ['/course', '/course/courseDetails/:id', '/course/courseViewing/:id', '/PersonalCenter/myCourse'] },
  { table: '/src/app/routes/evaluation-screens.ts', addresses: ['/Enterprise/highEvaluation', '/Enterprise/specialization', '/Enterprise/highEvaluation/detection', '/Enterprise/highEvaluation/problem', '/Enterprise/highEvaluation/report', '/Enterprise/specialization/detection', '/Enterprise/specialization/problem', '/Enterprise/specialization/report'] },
  { table: '/src/app/routes/gov-service-screens.ts', addresses: ['/governmentService', '/governmentService/detail/:id'] },
  { table: '/src/app/routes/market-screens.ts', addresses: ['/market', '/market/marketorder', '/market/marketorder/detail/:id', '/market/requirements', '/PersonalCenter/demand', '/PersonalCenter/demand/:id'] },
  { table: '/src/app/routes/enterprise-screens.ts', addresses: ['/Enterprise/enterpriseDetail', '/Enterprise/knowledgeRecord', '/Enterprise/brandSeamDetail', '/Enterprise/intellectualPropertySteward'] },
  { table: '/src/app/routes/fund-screens.ts', addresses: ['/fund', '/fund/detail/:id', '/PersonalCenter/myFinancing', '/PersonalCenter/myFinancing/:id'] },
  { table: '/src/app/routes/talent-screens.ts', addresses: ['/talent', '/talent/detail/:id', '/PersonalCenter/myContract'] },
  { table: '/src/app/routes/personal-center-screens.ts', addresses: ['/PersonalCenter', '/PersonalCenter/accountSetting'] },
  { table: '/src/app/routes/search-screens.ts', addresses: ['/search'] },
];
