import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { policyArticles } from './policy-articles';
import { bookTitle } from '@smes/eligibility';

/**
 * The picture of a 一图读懂: drawn from the policy's own facts (title, issuer, 文号, support, conditions,
 * deadline) as boxes joined by arrows. It used to be a label with no picture behind it. Every
 * text in it comes from the database and is treated as hostile: escaped, and stripped of what XML cannot hold.
 */
export type PictureFacts = {
  title: string;
  issuer: string;
  docNo: string;
  publishDate: string;
  /** 支持内容, one line. */
  support: string;
  /** 申报条件 where the policy states them, else 适用范围 or 主要内容: what the middle box is about. */
  conditionsHeading: string;
  /** At most three short items under that heading. */
  conditions: string[];
  /** 申报时间, one line. */
  deadline: string;
};

export type InterpretationPicture = { svg: string; alt: string };

const MAX_CONDITIONS = 3;
const CONDITION_LENGTH = 40;

/** What the picture is drawn from, as `PICTURE_FACTS_SQL` reads it: the policy's columns and its notices' closing times. */
export type PictureFactsRow = {
  title: string;
  issuer: string;
  doc_no: string;
  publish_date: string;
  support_amount: number | null;
  category: string;
  content: string;
  /** The first closing time at or after the moment (the open or next 申报 window), if any. */
  next_end: string | null;
  /** The last closing time of all, if any. */
  last_end: string | null;
};

/**
 * The facts of a graphic interpretation `i`, joined to its policy `p`, as one JSON object (a PictureFactsRow), `@now`
 * the moment its deadline is told at; NULL for a text reading (its policy's text and notices then not read). For a
 * statement that reads the interpretation (its detail, its picture) and these at once.
 */
export const PICTURE_FACTS_SQL = `CASE WHEN i.type = 'graphic' THEN json_build_object('title', p.title, 'issuer', p.issuer, 'doc_no', p.doc_no,
    'publish_date', p.publish_date, 'support_amount', p.support_amount, 'category', p.category, 'content', p.content,
    'next_end', (SELECT n.end_time FROM notices n WHERE n.policy_id = p.id AND n.end_time >= @now ORDER BY n.end_time LIMIT 1),
    'last_end', (SELECT n.end_time FROM notices n WHERE n.policy_id = p.id ORDER BY n.end_time DESC LIMIT 1)) END`;

function chineseDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

function shorten(text: string, length: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length - 1).join('')}…`;
}


function conditionsOf(content: string[]): Pick<PictureFacts, 'conditionsHeading' | 'conditions'> {
  const all = policyArticles(content);
  const explicit = all.find((article) => article.heading.includes('条件'));
  if (explicit) {
    const conditions = explicit.text
      .replace(/^[^：]*：/, '')
      .split(/[；;]/)
      .map((item) => item.replace(/^（[一二三四五六七八九十]+）/, '').replace(/。$/, '').trim())
      .filter((item) => item !== '')
      .slice(0, MAX_CONDITIONS)
      .map((item) => shorten(item, CONDITION_LENGTH));
    return { conditionsHeading: '申报条件', conditions };
  }
  const scope = all.find((article) => article.heading.includes('范围'));
  const first = (scope ?? all[0])?.text.split('。')[0]?.trim();
  return {
    conditionsHeading: scope ? '适用范围' : '主要内容',
    conditions: first ? [shorten(first, CONDITION_LENGTH)] : ['以政策原文规定为准'],
  };
}

function supportOf(row: PictureFactsRow): string {
  if (row.support_amount !== null) return `单个企业最高 ${row.support_amount} 万元（${row.category}）`;
  return `${row.category}：按政策原文规定享受，不直接拨付资金`;
}

/** The open or next 申报 window of the policy's notices, else the last one that closed. */
function deadlineOf(row: PictureFactsRow): string {
  if (row.next_end !== null) return `${chineseDate(row.next_end)}截止申报`;
  if (row.last_end !== null) return `上一批申报已于${chineseDate(row.last_end)}截止，下一批以申报通知为准`;
  return '常年受理或以主管部门申报通知为准';
}

/** The picture's facts from what PICTURE_FACTS_SQL read. */
export function pictureFactsOf(row: PictureFactsRow): PictureFacts {
  return {
    title: row.title,
    issuer: row.issuer,
    docNo: row.doc_no,
    publishDate: row.publish_date,
    support: supportOf(row),
    ...conditionsOf(JSON.parse(row.content) as string[]),
    deadline: deadlineOf(row),
  };
}

/** The facts of a graphic interpretation's policy; undefined for a text reading or an unknown id. */
export async function interpretationPictureFacts(db: Db, id: number, now: Date): Promise<PictureFacts | undefined> {
  const row = await db.get<{ facts: PictureFactsRow | null }>(
    `${PREPARED} SELECT ${PICTURE_FACTS_SQL} AS facts FROM interpretations i JOIN policies p ON p.id = i.policy_id WHERE i.id = @id`,
    { id, now: now.toISOString() },
  );
  return row?.facts ? pictureFactsOf(row.facts) : undefined;
}

/** What the picture says, in the order it says it: the text alternative of the `<img>`. */
export function pictureAlt(facts: PictureFacts): string {
  const conditions = facts.conditions.map((item, index) => `${index + 1}. ${item}`).join('；');
  return [
    `一图读懂${bookTitle(facts.title)}`,
    `发文机关：${facts.issuer}（${facts.docNo}），${chineseDate(facts.publishDate)}发布`,
    `第一步 支持内容：${facts.support}`,
    `第二步 ${facts.conditionsHeading}：${conditions}`,
    `第三步 申报时间：${facts.deadline}`,
  ].join('。');
}

// eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 cannot carry
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or attribute value: markup characters escaped, what XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Lines of at most `width` characters (a CJK character is one em wide), at most `lines` of them. */
function wrap(text: string, width: number, lines: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let start = 0; start < chars.length && out.length < lines; start += width) out.push(chars.slice(start, start + width).join(''));
  if (chars.length > width * lines && out.length > 0) out[out.length - 1] = `${Array.from(out[out.length - 1] ?? '').slice(0, width - 1).join('')}…`;
  return out;
}

/** Colours of the picture itself (a standalone image, outside the apps' theme): the portal's blues. */
const INK = '#1a2b49';
const ACCENT = '#1565c0';
const PALE = '#e8f1fb';
const MUTED = '#4a5a73';
const WIDTH = 960;
const FONT = `font-family="'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif"`;

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attributes = ''): string {
  const spans = lines.map((line, index) => `<tspan x="${x}" y="${y + index * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return `<text font-size="${size}" ${attributes}>${spans}</text>`;
}

/** Three steps in a row: 支持内容 → 申报条件 → 申报时间, each a box with its heading and lines. */
function steps(facts: PictureFacts, top: number): { markup: string; height: number } {
  const gap = 48;
  const boxWidth = (WIDTH - 2 * 40 - 2 * gap) / 3;
  const perLine = Math.floor((boxWidth - 32) / 17);
  const columns = [
    { heading: '① 支持内容', lines: wrap(facts.support, perLine, 5) },
    { heading: `② ${facts.conditionsHeading}`, lines: facts.conditions.flatMap((item, index) => wrap(`${index + 1}. ${item}`, perLine, 4)) },
    { heading: '③ 申报时间', lines: wrap(facts.deadline, perLine, 5) },
  ];
  const height = 72 + Math.max(...columns.map((column) => column.lines.length)) * 26;
  const markup = columns
    .map((column, index) => {
      const x = 40 + index * (boxWidth + gap);
      const box = `<rect x="${x}" y="${top}" width="${boxWidth}" height="${height}" rx="12" fill="${PALE}" stroke="${ACCENT}" stroke-width="2"/>`;
      const heading = textLines([column.heading], x + 16, top + 36, 20, 0, `font-weight="700" fill="${ACCENT}"`);
      const body = textLines(column.lines, x + 16, top + 70, 17, 26, `fill="${INK}"`);
      const arrow =
        index < columns.length - 1
          ? `<path d="M${x + boxWidth + 8} ${top + height / 2} H${x + boxWidth + gap - 12}" stroke="${ACCENT}" stroke-width="4" marker-end="url(#arrow)"/>`
          : '';
      return box + heading + body + arrow;
    })
    .join('');
  return { markup, height };
}

/** The SVG document: a title band, the issuer line, the three steps and where the facts come from. */
export function renderInterpretationPicture(facts: PictureFacts): InterpretationPicture {
  const alt = pictureAlt(facts);
  const titleLines = wrap(`一图读懂${bookTitle(facts.title)}`, 34, 3);
  const titleHeight = 40 + titleLines.length * 36;
  const issuerTop = titleHeight + 36;
  const stepsTop = issuerTop + 32;
  const { markup, height } = steps(facts, stepsTop);
  const footTop = stepsTop + height + 44;
  const total = footTop + 24;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${total}" viewBox="0 0 ${WIDTH} ${total}" role="img" aria-labelledby="picture-title picture-desc" ${FONT}>`,
    `<title id="picture-title">${escapeXml(`一图读懂${bookTitle(facts.title)}`)}</title>`,
    `<desc id="picture-desc">${escapeXml(alt)}</desc>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${ACCENT}"/></marker></defs>`,
    `<rect width="${WIDTH}" height="${total}" fill="#ffffff"/>`,
    `<rect width="${WIDTH}" height="${titleHeight}" fill="${ACCENT}"/>`,
    textLines(titleLines, 40, 52, 28, 36, 'font-weight="700" fill="#ffffff"'),
    textLines([`${facts.issuer} · ${facts.docNo} · ${chineseDate(facts.publishDate)}发布`], 40, issuerTop, 18, 0, `fill="${MUTED}"`),
    markup,
    textLines(['以上要点根据政策原文整理，具体以政策原文和申报通知为准。'], 40, footTop, 15, 0, `fill="${MUTED}"`),
    '</svg>',
  ].join('');
  return { svg, alt };
}
