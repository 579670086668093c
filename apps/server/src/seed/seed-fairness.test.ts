// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTitle, nestedTitle } from '@smes/eligibility';
import type { Db } from '../db/database';
import { escapeXml, interpretationPictureFacts, renderInterpretationPicture } from '../domain/interpretation-picture';
import { findInterpretation } from '../domain/interpretations';
import { applicableInRegionSql, findRegion, regionLineage } from '../domain/regions';
import { parseSvg } from '../testing/parse-svg';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { seedAnchor } from './index';
import { COMPARABLE_CODES } from './region-tree';
import { mapInOrder } from '../shared/in-order';

/**
 * 区域对比 must compare policy, not how much data was seeded, nor one template with the city swapped, and no
 * 文号 may carry a year after its publication. These properties run over every
 * seeded policy, on a day in June and on one where windows cross New Year.
 */
const MOMENTS = [TEST_START, new Date('2026-12-30T18:00:00.000Z')];

type PolicyRow = {
  id: number;
  title: string;
  doc_no: string;
  issuer: string;
  level: string;
  region_code: string;
  region_name: string;
  province_code: string | null;
  publish_date: string;
  written_date: string;
  body: string;
};

async function policies(db: Db): Promise<PolicyRow[]> {
  return (await db.all('SELECT id, title, doc_no, issuer, level, region_code, region_name, province_code, publish_date, written_date, body FROM policies ORDER BY id')) as PolicyRow[];
}

/** The provinces the comparison reaches: those of every comparable region. */
async function comparedProvinces(db: Db): Promise<string[]> {
  return [...new Set(await mapInOrder(COMPARABLE_CODES, async (code) => (await regionLineage(db, code)).at(-1)?.code ?? code))].sort();
}

/** Region names, short forms and scope words out, numbers out: what is left is the wording. */
async function normaliser(db: Db): Promise<(text: string) => string> {
  const names = ((await db.all('SELECT name FROM regions')) as { name: string }[]).map((row) => row.name);
  const short = names.map((name) => name.replace(/(维吾尔自治区|壮族自治区|回族自治区|自治区|省|市|区|县)$/, '')).filter((name) => name.length >= 2);
  const all = [...new Set([...names, ...short])].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(all.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return (text) =>
    text
      .replace(pattern, '〈地区〉')
      .replace(/本[省市区县]/g, '本地')
      .replace(/第[一二三四五六七八九十]+条/g, '第#条')
      .replace(/\d+(\.\d+)?/g, '#');
}

function yearOf(docNo: string): number {
  const match = /〔(\d{4})〕|公告(\d{4})年/.exec(docNo);
  return Number(match?.[1] ?? match?.[2]);
}

function docPrefix(docNo: string): string {
  return docNo.split(/〔|公告/)[0] ?? docNo;
}

describe.each(MOMENTS)('the seed seeded at %s compares regions fairly', (moment) => {
  let db: Db;
  let rows: PolicyRow[];
  // A database seeded as of another day is seeded here, not copied from the run's template: on PostgreSQL that
  // takes a minute or more on a busy machine (ADR 62).
  beforeAll(async () => {
    db = await openTestDatabase(moment);
    rows = await policies(db);
  }, 240_000);
  afterAll(async () => {
    await db.close();
  });

  it('gives every compared region at least 20 policies in force, and every province it lies in at least 20 of its own', async () => {
    for (const code of COMPARABLE_CODES) {
      const region = await findRegion(db, code);
      if (!region) throw new Error(`comparable region ${code} is missing`);
      const { sql, params } = await applicableInRegionSql(db, region, 'region');
      const inForce = ((await db.get(`SELECT COUNT(*) AS total FROM policies WHERE validity = 'valid' AND ${sql}`, params)) as { total: number }).total;
      expect(inForce, `${region.name} (${code})`).toBeGreaterThanOrEqual(20);
    }
    const provinces = await comparedProvinces(db);
    expect(provinces).toEqual(['310000', '320000', '330000', '340000', '440000']);
    for (const province of provinces) {
      expect(rows.filter((row) => row.province_code === province).length, province).toBeGreaterThanOrEqual(20);
    }
  });

  it('has each region issue through its own departments and number its own documents', () => {
    const provinceOfPrefix = new Map<string, string>();
    for (const row of rows) {
      if (row.level === 'national') continue;
      expect(row.issuer, `${row.id} ${row.title}`).toContain(row.region_name);
      const prefix = docPrefix(row.doc_no);
      const province = row.province_code ?? row.region_code;
      const owner = provinceOfPrefix.get(prefix);
      expect(owner === undefined || owner === province, `${row.doc_no} is numbered like ${owner}'s documents`).toBe(true);
      provinceOfPrefix.set(prefix, province);
    }
  });

  it('shares no body text between two regions once the region names are taken out', async () => {
    const normalise = await normaliser(db);
    const seen = new Map<string, PolicyRow>();
    for (const row of rows) {
      const key = normalise(row.body);
      const other = seen.get(key);
      if (other && other.region_code !== row.region_code) {
        expect.fail(`policy ${row.id} (${row.region_name}) has the text of policy ${other.id} (${other.region_name})`);
      }
      seen.set(key, row);
    }
  });

  it('words one topic differently in each compared province, beyond the names and amounts', async () => {
    // The same topic in two provinces may share articles, but not most of them: each region adds its own.
    const normalise = await normaliser(db);
    const provinces = new Set(await comparedProvinces(db));
    const byTopic = new Map<string, { province: string; paragraphs: Set<string>; id: number }[]>();
    for (const row of rows) {
      const province = row.province_code;
      if (!province || !provinces.has(province)) continue;
      const topic = normalise(row.title).replace(/^〈地区〉/, '').replace(/（#年修订）$/, '');
      const paragraphs = new Set(row.body.split('\n').slice(1).map(normalise));
      const list = byTopic.get(topic) ?? [];
      list.push({ province, paragraphs, id: row.id });
      byTopic.set(topic, list);
    }
    let compared = 0;
    for (const list of byTopic.values()) {
      for (const [index, left] of list.entries()) {
        for (const right of list.slice(index + 1)) {
          if (left.province === right.province) continue;
          compared += 1;
          const same = [...left.paragraphs].filter((paragraph) => right.paragraphs.has(paragraph)).length;
          expect(same / Math.max(left.paragraphs.size, right.paragraphs.size), `policies ${left.id} and ${right.id}`).toBeLessThan(0.7);
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('dates no 文号 after its publication, and publishes nothing after the seed day', async () => {
    const anchor = seedAnchor(moment).toISOString().slice(0, 10);
    for (const row of rows) {
      const label = `${row.id} ${row.doc_no} published ${row.publish_date}`;
      expect(yearOf(row.doc_no), label).toBeLessThanOrEqual(Number(row.publish_date.slice(0, 4)));
      expect(row.written_date <= row.publish_date, label).toBe(true);
      expect(row.publish_date <= anchor, label).toBe(true);
    }
    const projects = (await db.all('SELECT id, policy_basis, summary FROM declaration_projects')) as { id: number; policy_basis: string; summary: string }[];
    for (const project of projects) {
      const { docNo } = JSON.parse(project.policy_basis) as { docNo: string };
      expect(project.summary, String(project.id)).toContain(docNo);
    }
  });

  it('draws a picture for every 一图读懂, from its own policy, with a text alternative that says the same', async () => {
    const graphics = (await db.all(`SELECT i.id, p.title FROM interpretations i JOIN policies p ON p.id = i.policy_id WHERE i.type = 'graphic' ORDER BY i.id`)) as { id: number; title: string }[];
    expect(graphics.length).toBeGreaterThan(20);
    for (const { id, title } of graphics) {
      const facts = await interpretationPictureFacts(db, id, moment);
      if (!facts) throw new Error(`graphic interpretation ${id} has no picture`);
      const { svg, alt } = renderInterpretationPicture(facts);
      const document = parseSvg(svg);
      // A title with its own 书名号 is quoted with them nested (GB/T 15834): 《…〈…〉…》.
      expect(svg, String(id)).toContain(escapeXml(nestedTitle(title)));
      expect(document.querySelector('title')?.textContent, String(id)).toBe(`一图读懂${bookTitle(title)}`);
      expect((await findInterpretation(db, id, moment))?.picture, String(id)).toEqual({ alt });
      for (const fact of [nestedTitle(title), facts.issuer, facts.docNo, facts.support, facts.deadline, ...facts.conditions]) expect(alt, String(id)).toContain(fact);
    }
    const texts = (await db.all(`SELECT id FROM interpretations WHERE type = 'text'`)) as { id: number }[];
    for (const { id } of texts) {
      expect(await interpretationPictureFacts(db, id, moment), String(id)).toBeUndefined();
      expect((await findInterpretation(db, id, moment))?.picture, String(id)).toBeNull();
    }
  });
});
