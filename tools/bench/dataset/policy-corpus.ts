import { insertInterpretation, insertNotice, insertPolicy, supportTextFor } from '@smes/server/testing';
import type { Db, Rng } from '@smes/server/testing';
import type { DatasetArea, DatasetScale } from './dataset';

/**
 * A province's policy corpus recombined from the seeded texts: each generated policy takes a seeded policy's
 * articles, moves them to a region of 浙江 (the province, a city or a district; a few national), scales its
 * amounts and dates, and gets a 申报通知 built from its own articles and, for some, a 解读 — the documents the
 * assistant answers from, written through the server's own insert functions.
 */

type Template = {
  title: string;
  doc_no: string;
  issuer: string;
  level: string;
  region_code: string;
  region_name: string;
  category: string;
  industries: string;
  content: string;
  support_amount: number | null;
};

type Place = { code: string; name: string; level: 'national' | 'provincial' | 'municipal' | 'district'; provinceCode: string | null; cityCode: string | null };

const ZHEJIANG = '330000';
const LEVEL_OF: Record<string, Place['level']> = { province: 'provincial', city: 'municipal', district: 'district' };
const SHORT = /(省|市|区|县)$/;

async function places(db: Db): Promise<Place[]> {
  const rows = (await db.all(`SELECT code, name, level, parent_code FROM regions WHERE province_code = ? ORDER BY sort, code`, ZHEJIANG)) as {
    code: string;
    name: string;
    level: string;
    parent_code: string | null;
  }[];
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    level: LEVEL_OF[row.level] ?? 'district',
    provinceCode: ZHEJIANG,
    cityCode: row.level === 'city' ? row.code : row.level === 'district' ? row.parent_code : null,
  }));
}

async function templates(db: Db): Promise<Template[]> {
  return (await db.all(`SELECT title, doc_no, issuer, level, region_code, region_name, category, industries, content, support_amount FROM policies
       WHERE validity = 'valid' AND level != 'national' ORDER BY id`)) as Template[];
}

/** The template's place names (杭州市 and 杭州) replaced by the new place's. */
function moveTo(text: string, from: string, to: string): string {
  const fromShort = from.replace(SHORT, '');
  const toShort = to.replace(SHORT, '');
  let out = text.split(from).join(to);
  if (fromShort.length >= 2 && fromShort !== from) out = out.split(fromShort).join(toShort);
  return out;
}

/** Amounts in 万元 scaled by one factor per document (最高 60 万元 → 最高 45 万元), at least 1. */
function scaleAmounts(text: string, factor: number): string {
  return text.replace(/(\d+(?:\.\d+)?)(\s*)万元/g, (_, amount: string, space: string) => {
    const value = Number(amount);
    const scaled = value < 1 ? value : Math.max(1, Math.round(value * factor));
    return `${scaled}${space}万元`;
  });
}

const ARTICLE = /^第[一二三四五六七八九十百零]+条[\u3000 ]*/;

function articleTitled(content: readonly string[], heading: RegExp): string | undefined {
  return content.find((paragraph) => heading.test(paragraph.replace(ARTICLE, '').slice(0, 8)));
}

function listOf(article: string | undefined): string[] {
  if (!article) return [];
  const body = article.replace(ARTICLE, '').replace(/^[^。]{2,8}。/, '');
  const afterColon = body.includes('：') ? body.slice(body.indexOf('：') + 1) : body;
  return afterColon
    .split(/[；;、]|（[一二三四五六七八九十]+）/)
    .map((item) => item.replace(/[。；;]$/, '').trim())
    .filter((item) => item.length >= 2);
}

function isoDay(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export const policyCorpus: DatasetArea = {
  name: 'policy-corpus',
  async generate(db: Db, scale: DatasetScale, rng: Rng, log: (line: string) => void) {
    const zhejiang = await places(db);
    const byLevel = (level: Place['level']) => zhejiang.filter((place) => place.level === level);
    const provincial = byLevel('provincial');
    const municipal = byLevel('municipal');
    const district = byLevel('district');
    const national: Place = { code: '100000', name: '全国', level: 'national', provinceCode: null, cityCode: null };
    const sources = await templates(db);
    const batch = 500;
    for (let start = 0; start < scale.policies; start += batch) {
      await db.transaction(async () => {
        for (let index = start; index < Math.min(scale.policies, start + batch); index += 1) {
          const template = rng.pick(sources);
          const roll = rng.next();
          const place = roll < 0.04 ? national : roll < 0.14 ? rng.pick(provincial) : roll < 0.45 ? rng.pick(municipal) : rng.pick(district);
          const factor = 0.5 + rng.next();
          const rewrite = (text: string) => scaleAmounts(moveTo(text, template.region_name, place.name), factor);
          const year = rng.int(2019, 2026);
          const content = (JSON.parse(template.content) as string[]).map(rewrite);
          const baseTitle = place.level === 'national' ? moveTo(template.title, template.region_name, '') : rewrite(template.title);
          const title = `${baseTitle}（${year}年第${(index % 9) + 1}批）`;
          const published = isoDay(rng, year, year);
          // Who issued it, where it applies, what it is about: the same on the policy and its notice.
          const where = {
            issuer: rewrite(template.issuer),
            level: place.level,
            regionCode: place.code,
            provinceCode: place.provinceCode,
            cityCode: place.cityCode,
            regionName: place.name,
            category: template.category,
            industries: JSON.parse(template.industries) as string[],
          };
          const supportAmount = template.support_amount === null ? null : Math.max(1, Math.round(template.support_amount * factor));
          const policyId = await insertPolicy(db, {
                      title,
                      docNo: `${place.name.replace(SHORT, '').slice(0, 2)}政发〔${year}〕${(index % 97) + 1}号`,
                      ...where,
                      validity: 'valid',
                      writtenDate: published,
                      publishDate: published,
                      effectiveDate: published,
                      repealDate: null,
                      content,
                      viewCount: rng.int(0, 5000),
                      supportAmount,
                      patentSubsidies: null,
                      ruleSet: null,
                      createdAt: `${published}T00:00:00.000Z`,
                      attachments: [],
                    });
          const support = articleTitled(content, /支持内容|资助|奖励|补助/);
          await insertNotice(db, {
                      policyId,
                      title: `关于组织开展${title}申报工作的通知`,
                      ...where,
                      supportAmount,
                      supportText: supportTextFor(supportAmount, template.category),
                      keywords: [template.category],
                      startTime: `${published}T01:00:00.000Z`,
                      endTime: `${published}T09:30:00.000Z`,
                      publishDate: published,
                      viewCount: rng.int(0, 2000),
                      policyText: content,
                      support: support ? [support.replace(ARTICLE, '')] : [],
                      conditions: listOf(articleTitled(content, /申报条件|认定条件|条件/)),
                      procedure: listOf(articleTitled(content, /工作程序|流程|程序/)),
                      materials: listOf(articleTitled(content, /申报材料|材料/)),
                      service: { department: rewrite(template.issuer), contact: '政策咨询', phone: '12345', address: `${place.name}政务服务中心`, hours: '工作日 9:00-17:00' },
                    });
          if (rng.chance(scale.interpretations)) {
            const points = content.filter((paragraph) => ARTICLE.test(paragraph)).map((paragraph, at) => `（${at + 1}）${paragraph.replace(ARTICLE, '')}`);
            await insertInterpretation(db, {
                          policyId,
                          title: `《${title}》政策解读`,
                          type: 'text',
                          summary: points[0] ?? title,
                          keyPoints: points.slice(0, 3),
                          content: ['一、出台背景', content[0] ?? '', '二、主要内容', ...points, '三、咨询方式', `政策咨询可联系${rewrite(template.issuer)}。`],
                          issuer: rewrite(template.issuer),
                          publishDate: published,
                          viewCount: rng.int(0, 1000),
                        });
          }
        }
      });
      if ((start / batch) % 10 === 0) log(`  policies ${Math.min(scale.policies, start + batch)} / ${scale.policies}`);
    }
  },
};

export const DATASET_AREAS: readonly DatasetArea[] = [policyCorpus];
