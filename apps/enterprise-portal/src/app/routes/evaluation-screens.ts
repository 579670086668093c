import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 企业评测 screens (spec Enterprise › highEvaluation, specialization): path from paths.ts, Chinese title, lazy module. */
export const evaluationScreens: readonly ScreenRoute[] = [
  // The spec's bare routes open the evaluation itself (a link or bookmark to them once answered 404).
  {
    path: routePath(paths.highEvaluation.home),
    title: '高企评测',
    load: () => import('../../pages/high-evaluation/high-evaluation-detection-page'),
  },
  {
    path: routePath(paths.specialization.home),
    title: '专精特新评测',
    load: () => import('../../pages/specialization/specialization-detection-page'),
  },
  {
    path: routePath(paths.highEvaluation.detection),
    title: '高企评测 · 检测',
    load: () => import('../../pages/high-evaluation/high-evaluation-detection-page'),
  },
  {
    path: routePath(paths.highEvaluation.problem),
    title: '高企评测 · 问题诊断',
    load: () => import('../../pages/high-evaluation/high-evaluation-problem-page'),
  },
  {
    path: routePath(paths.highEvaluation.report),
    title: '高企评测 · 评测报告',
    load: () => import('../../pages/high-evaluation/high-evaluation-report-page'),
  },
  {
    path: routePath(paths.specialization.detection),
    title: '专精特新评测 · 检测',
    load: () => import('../../pages/specialization/specialization-detection-page'),
  },
  {
    path: routePath(paths.specialization.problem),
    title: '专精特新评测 · 问题诊断',
    load: () => import('../../pages/specialization/specialization-problem-page'),
  },
  {
    path: routePath(paths.specialization.report),
    title: '专精特新评测 · 评测报告',
    load: () => import('../../pages/specialization/specialization-report-page'),
  },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default evaluationScreens;
