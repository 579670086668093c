import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePath } from './paths';
import { portalScreens } from './routes';
import { STATIC_DETAIL_HEADERS, STATIC_PAGE_HEADERS, staticDetailCrumbs, staticPageHeader, type StaticCrumb } from '../shared/static-page-headers';

/** Screens of the route table (patterns relative to the layout at "/") that a path opens, the catch-all aside. */
const screensAt = (path: string) => portalScreens.filter((screen) => screen.path !== '*' && matchPath({ path: `/${screen.path}`, end: true }, path));

describe('static page headers (drawn by the app shell before any JavaScript)', () => {
  it('name the paths of paths.ts, each the exact path of one screen in the route table', () => {
    expect(Object.fromEntries(Object.entries(STATIC_PAGE_HEADERS).map(([name, header]) => [name, header.path]))).toEqual({
      policyNoticeList: paths.policyNotice.list,
      declarationNoticeList: paths.declarationNotice.list,
      declarationProjectList: paths.declarationProject.list,
      policyInterpretationList: paths.policyInterpretation.list,
      publicAnnouncementList: paths.publicAnnouncement.list,
    });
    for (const header of Object.values(STATIC_PAGE_HEADERS)) {
      expect(screensAt(header.path).map((screen) => screen.path), header.path).toEqual([routePath(header.path)]);
    }
  });

  it('name, for a detail whose title comes from its record, the detail paths of paths.ts, each one screen of the route table', () => {
    expect(STATIC_DETAIL_HEADERS.policyDetail.paths).toEqual([paths.policyNotice.detail.pattern, paths.policyNotice.policyDetail.pattern]);
    for (const header of Object.values(STATIC_DETAIL_HEADERS)) {
      for (const path of header.paths) expect(screensAt(path.replace(':id', '447')).map((screen) => screen.path), path).toEqual([routePath(path)]);
    }
    expect(staticDetailCrumbs('policyDetail')).toEqual([
      { label: '首页', to: paths.home },
      { label: '找政策', to: paths.findpolicy },
      { label: '政策原文检索', to: paths.policyNotice.list },
      { label: '政策详情' },
    ]);
  });

  it('link their crumbs to screens, the last crumb being the page itself', () => {
    for (const header of [...Object.values(STATIC_PAGE_HEADERS), ...Object.values(STATIC_DETAIL_HEADERS)]) {
      const crumbs: StaticCrumb[] = [...header.breadcrumbs];
      const last = crumbs.pop();
      expect(last?.to, last?.label).toBeUndefined();
      for (const crumb of crumbs) expect(crumb.to && screensAt(crumb.to), crumb.label).toHaveLength(1);
    }
  });

  it('hold only text the shell can write out as it is (no markup, no nginx variables)', () => {
    for (const header of Object.values(STATIC_PAGE_HEADERS)) {
      for (const text of [header.title, header.lead, ...header.breadcrumbs.map((crumb) => crumb.label)]) expect(text).toMatch(/^[^<>&"'$\\]+$/);
    }
    for (const header of Object.values(STATIC_DETAIL_HEADERS)) {
      for (const text of header.breadcrumbs.map((crumb) => crumb.label)) expect(text).toMatch(/^[^<>&"'$\\]+$/);
    }
  });

  it('give PageHeader the same words the shell draws', () => {
    expect(staticPageHeader('declarationProjectList')).toEqual({
      title: '申报项目',
      subtitle: '各级政府部门正在受理和即将受理的扶持项目，按申报窗口实时更新',
      breadcrumbs: [{ label: '首页', to: paths.home }, { label: '找政策', to: paths.findpolicy }, { label: '申报项目' }],
    });
  });
});
