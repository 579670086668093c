import type { BreadcrumbItem } from '@smes/ui';
import { paths } from '../../app/paths';

/** 首页 › 找政策 › 申报项目 › 项目详情 › `current`: the trail of a screen opened from a project (自评, 我要申报). */
export function projectBreadcrumbs(projectId: number, current: string): BreadcrumbItem[] {
  return [
    { label: '首页', to: paths.home },
    { label: '找政策', to: paths.findpolicy },
    { label: '申报项目', to: paths.declarationProject.list },
    { label: '项目详情', to: paths.declarationProject.detail(projectId) },
    { label: current },
  ];
}
