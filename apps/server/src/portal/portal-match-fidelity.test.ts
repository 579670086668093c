import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * What 杭州云栖智造 (13800138000) reads on 2026-11-28, China time, checked against the seeded texts and its own
 * records: per-unit money from the 台账's 上年度 grants, no money or 符合 on facts the ledger does not hold, verdicts
 * resting on every requirement of the text, qualifications it holds shown as held, and self-evaluations that ask
 * what the clause measures.
 */
const ISSUE_DAY = new Date('2026-11-28T02:00:00.000Z');

let hosts: TestHosts;
let yunqi: string;
let report: PortalSchemas['MatchReportPayload'];

type Match = PortalSchemas['MatchReportPayload']['matches'][number] & { held?: PortalSchemas['HeldQualification'] };

beforeAll(async () => {
  hosts = await createTestHosts({ now: () => ISSUE_DAY });
  yunqi = await login(hosts.portal, '13800138000');
  const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
  const saved = body<Envelope<PortalSchemas['Report']>>(response).data.match;
  if (!saved) throw new Error(response.body);
  report = saved;
  // The first file to ask for ISSUE_DAY's template seeds and indexes it.
}, 240_000);

afterAll(async () => {
  await hosts.close();
});

const match = (title: string): Match => {
  const found = report.matches.find((item) => item.policyTitle === title);
  if (!found) throw new Error(`no match for ${title}`);
  return found as Match;
};

const grantedIn2025 = async (kind: string) =>
  ((await hosts.db.get("SELECT COUNT(*) AS n FROM ip_records r JOIN users u ON u.id = r.user_id WHERE u.phone = '13800138000' AND r.kind = ? AND r.status = 'granted' AND r.granted_at ILIKE '2025-%'", kind)) as { n: number }).n;

describe('money computed the way each clause computes it', () => {
  it('pays 余杭区 invention patents per patent granted last year, from the 台账, with the arithmetic and its clause', async () => {
    const title = '余杭区关于加强知识产权强市建设的若干政策';
    expect(match(title).status).toBe('eligible');
    const line = report.estimate.lines.find((item) => item.policyTitle === title);
    const invention = line?.parts?.find((part) => part.title.includes('发明专利'));
    const text = JSON.parse(((await hosts.db.get('SELECT content FROM policies WHERE title = ?', title)) as { content: string }).content).join('');
    const unit = Number(/上年度新获授权的发明专利，每件资助 ([\d.]+) 万元/.exec(text)?.[1]);
    const count = await grantedIn2025('invention');
    expect(count).toBeGreaterThan(0);
    expect(invention).toMatchObject({ kind: 'item', conservative: count * unit, text: `上年度新获授权发明专利 ${count} 件 × ${unit} 万元 = ${count * unit} 万元` });
    expect(invention?.clause).toMatch(/^第[一二三四五六七八九十]+条$/);
    // Never its 最高 maximum: the line is what the parts add up to.
    const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
    expect(sum(line?.parts?.map((part) => part.conservative) ?? [])).toBe(line?.conservative);
    expect(line?.optimistic).toBeLessThan(match(title).supportAmount ?? 0);
  });

  it('adds the breakdown up to the headline, caps as lines of their own', () => {
    const { estimate } = report;
    const counted = estimate.lines.filter((line) => line.counted);
    const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
    expect(sum([...counted.map((line) => line.conservative), ...(estimate.adjustments ?? []).map((line) => line.conservative)])).toBe(estimate.conservative);
    expect(sum([...counted.map((line) => line.optimistic), ...(estimate.adjustments ?? []).map((line) => line.optimistic)])).toBe(estimate.optimistic);
  });

  it('counts no money for a loan, a retrofit or a digital project nothing says the company has: 待核验 with the question', () => {
    const pending = report.matches.filter((item) => /强化科技型中小企业金融支持|工业和信息化发展专项资金|数字化改造|技术改造/.test(item.policyTitle));
    expect(pending.length).toBeGreaterThan(0);
    for (const item of pending) {
      expect(item.status, item.policyTitle).not.toBe('eligible');
      expect(report.estimate.lines.some((line) => line.policyId === item.policyId), item.policyTitle).toBe(false);
    }
    const loan = match('浙江省关于强化科技型中小企业金融支持的若干措施').results.find((result) => result.title === '获得银行贷款');
    expect(loan).toMatchObject({ status: 'unknown', decidedBy: 'evidence', missingFields: ['bankLoanInterestY1'] });
    expect(report.estimate.lines.map((line) => line.item)).not.toContain('科技贷款利息');
  });
});

describe('verdicts over every requirement of the text', () => {
  it('measures the national 梯度培育管理办法 by the 专精特新 criteria its text states, never 符合 100% on one condition', () => {
    const gradient = match('工业和信息化部关于印发《优质中小企业梯度培育管理办法》的通知');
    expect(gradient.results.length).toBeGreaterThan(5);
    expect(gradient.results.map((result) => result.title)).toEqual(
      expect.arrayContaining(['从事特定细分市场 2 年以上', '上年度研发费用不低于 100 万元', '营业收入或股权融资达标']),
    );
    expect(gradient.matchDegree === 100 && gradient.results.length === 1).toBe(false);
  });

  it('decides 近三年 conditions from the ledger year by year', () => {
    const credit = match('余杭区科技金融结合专项资金管理办法').results.find((result) => result.title === '信用状况良好');
    expect(credit).toMatchObject({ status: 'pass', decidedBy: 'ledger' });
  });
});

describe('qualifications the enterprise holds', () => {
  it('reads 浙江省高新技术企业认定管理办法 as 已认定 with its validity, never a target', () => {
    const held = match('浙江省高新技术企业认定管理办法');
    expect(held).toMatchObject({ status: 'held', held: { label: '高新技术企业', since: '2025-05-12', validUntil: '2028-05-11', text: '已认定（有效期至 2028-05-11）' } });
    expect(report.qualificationGaps?.map((gap) => gap.name)).not.toContain('高新技术企业认定');
    expect(report.matchedCount).toBe(report.matches.filter((item) => item.status === 'eligible').length);
  });

  it('opens 高企评测 with the held status and when it must be renewed', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/high-tech', headers: bearer(yunqi) });
    const evaluation = body<Envelope<{ evaluation: PortalSchemas['EvaluationPayload'] }>>(response).data.evaluation;
    expect(evaluation).toMatchObject({ status: 'held', held: { validUntil: '2028-05-11', renewal: expect.stringContaining('重新') } });
  });
});

describe('the assistant on a qualification the enterprise holds', () => {
  it('answers 高企 as 已认定 with its validity and advises no application', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/assistant/ask', payload: { question: '我们公司能申报高新技术企业认定吗' }, headers: bearer(yunqi) });
    const text = response.body
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice('data: '.length)) as { text?: string })
      .map((data) => data.text ?? '')
      .join('');
    expect(text, text).toMatch(/^结论：贵企业已认定为高新技术企业（有效期至 2028-05-11），无需再次申报认定；资格期满前须重新提出认定申请/);
    expect(text).not.toMatch(/下一步/);
  });
});

describe('self-evaluation asks what the clause measures', () => {
  it('asks 近两年 conversions for a 近两年 condition, not the three-year count', async () => {
    const rows = (await hosts.db.all("SELECT rule_set FROM declaration_projects WHERE conditions ILIKE '%近两年设计成果产业化项目%'")) as { rule_set: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const condition = (JSON.parse(row.rule_set) as { conditions: { standardText: string; metric?: string }[] }).conditions.find((item) => item.standardText.startsWith('近两年设计成果'));
      expect(condition?.metric).toBe('techAchievementsConverted2y');
    }
  });
});
