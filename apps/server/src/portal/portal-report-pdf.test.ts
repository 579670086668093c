import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCjkFont, MissingCjkFontError } from '../domain/report-pdf';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import { pdfPageTexts } from '../testing/pdf-text';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';

let hosts: TestHosts;
let yunqi: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
});

afterAll(async () => {
  await hosts.close();
});

const squash = (text: string) => text.replace(/\s+/g, '');

function fileName(disposition: string): string {
  return decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '');
}

async function pdfOf(reportId: number) {
  const response = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${reportId}/pdf`, headers: bearer(yunqi) });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pages = await pdfPageTexts(response.rawPayload);
  return { response, pages, all: squash(pages.join('')) };
}

describe('report PDF', () => {
  it('holds a cover with the enterprise and date, numbered pages and every condition of every matched policy', async () => {
    const report = body<Envelope<PortalSchemas['Report']>>(
      await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) }),
    ).data;
    const match = report.match;
    if (!match) throw new Error('a match report carries its matches');
    const { response, pages, all } = await pdfOf(report.id);

    const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(report.createdAt));
    expect(squash(pages[0] ?? '')).toContain(squash(`企业：${match.enterpriseName}`));
    expect(squash(pages[0] ?? '')).toContain(`生成日期：${date}`);
    pages.forEach((page, index) => expect(squash(page)).toContain(`第${index + 1}页/共${pages.length}页`));
    expect(pages.length).toBeGreaterThan(2);

    const titles = new Set(match.matches.flatMap((policy) => policy.results.map((result) => result.title)));
    expect(titles.size).toBeGreaterThan(3);
    for (const title of titles) expect(all).toContain(squash(title));
    for (const policy of match.matches) expect(all).toContain(squash(policy.policyTitle));

    expect(fileName(String(response.headers['content-disposition']))).toBe(`智能政策匹配报告-${match.enterpriseName}-${date.replaceAll('-', '')}.pdf`);
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="report-\d+\.pdf"; /);
  }, 60_000);

  it('embeds the Chinese font as a subset, not the whole collection', async () => {
    const report = body<Envelope<PortalSchemas['Report']>>(
      await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/1/evaluation', headers: bearer(yunqi) }),
    ).data;
    const { response, all } = await pdfOf(report.id);
    const raw = response.rawPayload.toString('latin1');
    // A subset font's name carries a six-letter tag (ABCDEF+NotoSansCJKsc-Regular), and the file stays small.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Noto\w*CJK/);
    expect(response.rawPayload.length).toBeLessThan(1_000_000);
    for (const result of report.evaluation?.results ?? []) expect(all).toContain(squash(result.title));
    expect(report.evaluation?.results.length).toBeGreaterThan(0);
    expect(fileName(String(response.headers['content-disposition']))).toMatch(/^项目自评报告-.+-\d{8}\.pdf$/);
  });

  it('is private to its owner', async () => {
    const report = body<Envelope<PortalSchemas['Report']>>(
      await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) }),
    ).data;
    const other = await login(hosts.portal, '13800138001');
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/pdf`, headers: bearer(other) });
    expect(response.statusCode).toBe(404);
    expect(body(response).msg).toBe('报告不存在');
  });

  it('names the package to install when no CJK font is present', () => {
    expect(() => findCjkFont([{ file: '/nowhere/font.ttc', family: 'X' }], () => false)).toThrow(MissingCjkFontError);
    expect(() => findCjkFont([{ file: '/nowhere/font.ttc', family: 'X' }], () => false)).toThrow(/\/nowhere\/font\.ttc.*apt-get install -y fonts-noto-cjk/);
    expect(findCjkFont([{ file: '/a', family: 'A' }, { file: '/b', family: 'B' }], (file) => file === '/b')).toEqual({ file: '/b', family: 'B' });
  });
});
