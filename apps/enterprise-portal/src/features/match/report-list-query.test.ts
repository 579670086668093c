import { describe, expect, it } from 'vitest';
import { parseReportListQuery } from './report-list-query';

describe('parseReportListQuery', () => {
  it('reads the type and page from the URL', () => {
    expect(parseReportListQuery(new URLSearchParams('type=project_evaluation&pageNum=2&pageSize=20'))).toEqual({
      type: 'project_evaluation',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(parseReportListQuery(new URLSearchParams('type=moon&pageNum=-1&pageSize=7'))).toEqual({ pageNum: 1, pageSize: 10 });
  });
});
