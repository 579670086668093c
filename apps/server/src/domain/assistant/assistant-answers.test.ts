import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnterpriseLedger } from '@smes/eligibility';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { findLedger } from '../ledgers';
import { composeAnswer } from './answer';
import { syncClauseIndex } from './clause-store';

let db: Db;
let yuhang: EnterpriseLedger;
const now = new Date();

async function ledgerOf(username: string): Promise<EnterpriseLedger> {
  const user = (await db.get('SELECT id FROM users WHERE username = ?', username)) as { id: number };
  return (await findLedger(db, user.id)).ledger;
}

async function ask(question: string, ledger: EnterpriseLedger | null = null, doc: { docType: 'policy'; docId: string } | null = null) {
  return await composeAnswer(db, { question, ledger, doc, now });
}

const firstLine = (text: string) => text.split('\n')[0] ?? '';

// Seeded as of today, not the suite's TEST_START: the first file to ask for today's template seeds and indexes it.
beforeAll(async () => {
  db = await openTestDatabase(now);
  await syncClauseIndex(db);
  yuhang = await ledgerOf('13800138000');
}, 240_000);

afterAll(async () => {
  await db.close();
});

describe('the clause index in the database', () => {
  it('answers from a policy the moment it is published, indexing only that document', async () => {
    const before = ((await db.get('SELECT COUNT(*) AS n FROM assistant_docs')) as { n: number }).n;
    const firstKey = ((await db.get('SELECT MIN(id) AS id FROM assistant_docs')) as { id: number }).id;
    await db.run(`INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, content, body, created_at)
       VALUES ('余杭区低空经济无人机企业扶持办法', '余经信发〔2026〕99号', '余杭区经济和信息化局', 'district', '330110', '330000', '330100', '余杭区', '资金扶持', '[]', 'valid',
         '2026-01-01', '2026-01-02', '2026-01-03', ?, '', '2026-01-02')`, JSON.stringify(['第一条　支持内容。对新取得无人机适航认证的企业，给予一次性奖励 88 万元。']));
    expect(((await db.get('SELECT COUNT(*) AS n FROM assistant_index_queue')) as { n: number }).n).toBe(1);
    const answer = await ask('余杭无人机适航认证奖励多少');
    expect(firstLine(answer.text)).toContain('88 万元');
    expect(answer.citations[0]).toMatchObject({ title: '余杭区低空经济无人机企业扶持办法', clause: '第一条' });
    expect(((await db.get('SELECT COUNT(*) AS n FROM assistant_docs')) as { n: number }).n).toBe(before + 1);
    // Nothing else was rebuilt: the oldest document keeps its key.
    expect(((await db.get('SELECT MIN(id) AS id FROM assistant_docs')) as { id: number }).id).toBe(firstKey);
  });

  it('drops a repealed policy, and keeps every term count equal to a recount', async () => {
    await db.run(`UPDATE policies SET validity = 'repealed' WHERE title = '余杭区低空经济无人机企业扶持办法'`);
    expect((await ask('余杭无人机适航认证奖励多少')).outcome).toBe('nothing-found');
    const recount = new Map<string, number>();
    for (const row of (await db.all('SELECT terms FROM assistant_docs')) as { terms: string }[]) {
      for (const term of row.terms.split(' ')) recount.set(term, (recount.get(term) ?? 0) + 1);
    }
    const stored = (await db.all('SELECT term, docs FROM assistant_terms WHERE docs > 0')) as { term: string; docs: number }[];
    expect(stored.length).toBe(recount.size);
    for (const { term, docs } of stored) expect(docs, term).toBe(recount.get(term));
  });
});

describe('answers', () => {
  it('start with one conclusion holding the key fact and its citation, then the evidence', async () => {
    const answer = await ask('钱塘区新认定的高新技术企业区里奖多少');
    expect(firstLine(answer.text)).toMatch(/^(钱塘区：)?按《钱塘区关于高新技术企业认定奖励的实施细则》（[^）]+）第一条，.*45 万元\[1\]。$/);
    expect(answer.citations[0]).toMatchObject({ n: 1, clause: '第一条' });
  });

  it('resolve 区里/市里/省里 against the enterprise’s registered region', async () => {
    expect(firstLine((await ask('区里专精特新奖励最多给多少', yuhang)).text)).toContain('60 万元');
    expect((await ask('区里专精特新奖励最多给多少', yuhang)).citations[0]?.title).toContain('余杭区');
    expect((await ask('省里高企首次认定奖励多少', yuhang)).citations[0]?.title).toContain('浙江省');
    // A visitor's 区里 is no place: said so, not guessed.
    expect((await ask('区里专精特新奖励最多给多少')).text).toContain('无法确定“区里”指哪里');
  });

  it('answer two places side by side', async () => {
    const answer = await ask('苏州和杭州首次认定高企的奖励各是多少');
    const lines = answer.text.split('\n');
    expect(lines[0]).toMatch(/^苏州市：.*65 万元\[1\]/);
    expect(lines[1]).toMatch(/^杭州市：.*25 万元\[2\]/);
  });

  it('lead a city question with the city’s own figure', async () => {
    const answer = await ask('杭州市里对首次认定的高企奖多少钱');
    expect(answer.citations[0]?.title).toBe('杭州市关于高新技术企业认定奖励的实施细则');
  });

  it('without a place, answer for 全国 and the enterprise’s own places, and say so', async () => {
    const answer = await ask('专精特新资格有效期几年', yuhang);
    expect(answer.text).toContain('已按全国及贵企业注册地杭州市余杭区（含上级地区）的政策查找');
    for (const citation of answer.citations) expect(['100000', '330000', '330100', '330110']).toContain(await regionOf(citation.docType, citation.docId));
  });

  it('answer every part of a question or say what is missing', async () => {
    const answer = await ask('余杭专精特新奖励多少，要交哪些材料');
    expect(answer.text).toMatch(/^金额：.*60 万元\[1\]。\n材料：/);
    const missing = await ask('加计扣除什么时候可以享受，要等汇算清缴吗');
    expect(missing.text).toContain('没有提到“汇算清缴”');
  });

  it('answer “这份政策” from the page’s own document', async () => {
    const row = (await db.get(`SELECT id FROM policies WHERE title = '宁波市关于加快引进和培育高层次人才的若干意见'`)) as { id: number };
    const answer = await ask('这份政策的博士补贴是多少', null, { docType: 'policy', docId: String(row.id) });
    expect(answer.outcome).toBe('answered');
    expect(firstLine(answer.text)).toContain('15 万元');
    expect(answer.citations.every((citation) => citation.docId === String(row.id))).toBe(true);
  });

  it('take every way of asking “can we” to the engine, and ask a visitor to log in', async () => {
    // The ledger holds 高新技术企业 and 科技型中小企业 in their validity: that is the conclusion, and nothing to prepare follows.
    for (const [question, label] of [['我们公司能申请高新技术企业认定吗？', '高新技术企业'], ['帮我看看我们符不符合科技型中小企业的条件', '科技型中小企业']] as const) {
      const held = await ask(question, yuhang);
      expect(held.eligibility?.verdict, question).toBe('held');
      expect(firstLine(held.text), question).toMatch(new RegExp(`^结论：贵企业已认定为${label}（有效期至 \\d{4}-\\d{2}-\\d{2}），无需再次申报认定`));
      expect(held.text, question).not.toContain('下一步');
    }
    const answer = await ask('能报省里的专精特新吗', yuhang);
    expect(answer.eligibility?.conditions.length ?? 0).toBeGreaterThan(0);
    expect(firstLine(answer.text)).toMatch(/^按贵企业档案逐条核对/);
    expect((await ask('我们公司能申请高企吗')).text).toMatch(/^能否申请、能拿多少，要对照企业档案逐条判断.*请先登录/);
  });
});

async function regionOf(docType: string, docId: string): Promise<string> {
  return ((await db.get('SELECT region_code FROM assistant_docs WHERE doc_type = ? AND doc_id = ?', docType, Number(docId))) as { region_code: string }).region_code;
}
