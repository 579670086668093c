import { describe, expect, it } from 'vitest';
import { paths, routePath, withQuery } from './paths';

describe('paths', () => {
  it('builds detail addresses and gives the route table their patterns', () => {
    expect(paths.policyNotice.detail(12)).toBe('/findpolicy/policyNoticeDetails/12');
    expect(routePath(paths.policyNotice.detail)).toBe('findpolicy/policyNoticeDetails/:id');
    expect(routePath(paths.home)).toBe('home');
    expect(paths.personalCenter.myReport.detail(3)).toBe('/PersonalCenter/myReport/3');
  });

  it('builds the application, saved report and login addresses with their queries', () => {
    expect(paths.projectApplication(7)).toBe('/findpolicy/ProjectApplication/7');
    expect(paths.projectApplication(7, 42)).toBe('/findpolicy/ProjectApplication/7?applicationId=42');
    expect(routePath(paths.projectApplication)).toBe('findpolicy/ProjectApplication/:id');
    expect(paths.policyMatch.savedReport(5)).toBe('/findpolicy/policyMatch/report?id=5');
    expect(paths.highEvaluation.problem(9)).toBe('/Enterprise/highEvaluation/problem?id=9');
    expect(routePath(paths.highEvaluation.report)).toBe('Enterprise/highEvaluation/report');
    expect(paths.specialization.problem(9)).toBe('/Enterprise/specialization/problem?id=9');
    expect(routePath(paths.specialization.report)).toBe('Enterprise/specialization/report');
    expect(paths.loginThenReturn('/findpolicy/ProjectEvaluation/7')).toBe('/login?redirect=%2Ffindpolicy%2FProjectEvaluation%2F7');
  });

  it('builds the list links the pages use', () => {
    expect(withQuery(paths.declarationNotice.list, { status: 'open', orderBy: 'end_time', isAsc: 'asc' })).toBe(
      '/findpolicy/DeclarationNotice?status=open&orderBy=end_time&isAsc=asc',
    );
  });
});
