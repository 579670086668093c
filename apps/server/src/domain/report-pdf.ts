import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { chinaToday, formatNumber } from '@smes/eligibility';
import type { Evaluation } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { ShownScore, StoredPolicyMatch } from './matching';
import type { StoredReport } from './reports';
import { CONDITION_COLUMNS, STATUS_LABELS, conditionCells, missingFieldsText, overviewFigures, ruleVersionText, scoreCaption } from './report-text';

type ResultJson = PortalSchemas['ConditionResultJson'];

/**
 * Debian's fonts-noto-cjk (installed by .ci/run and the README's setup). The collection's Simplified
 * Chinese face is embedded as a subset: only the glyphs a report uses travel in the file.
 */
export const CJK_FONT_CANDIDATES: readonly { file: string; family: string }[] = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', family: 'NotoSerifCJKsc-Regular' },
  { file: '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
];

export type CjkFont = { file: string; family: string };

export class MissingCjkFontError extends Error {
  constructor(candidates: readonly string[]) {
    super(`生成 PDF 需要中文字体，但未找到（已查找 ${candidates.join('、')}）。请安装 fonts-noto-cjk：apt-get install -y fonts-noto-cjk`);
    this.name = 'MissingCjkFontError';
  }
}

/** The first installed candidate, or a clear error naming what to install. */
export function findCjkFont(candidates: readonly CjkFont[] = CJK_FONT_CANDIDATES, exists: (file: string) => boolean = existsSync): CjkFont {
  const found = candidates.find((candidate) => exists(candidate.file));
  if (!found) throw new MissingCjkFontError(candidates.map((candidate) => candidate.file));
  return found;
}

const TYPE_LABELS: Record<PortalSchemas['ReportType'], string> = {
  match: '智能政策匹配报告',
  project_evaluation: '项目自评报告',
  high_tech: '高新技术企业评测报告',
  specialized: '专精特新评测报告',
};
// Print colours of the PDF itself (the portal's theme does not reach a file).
const INK = '#1f2329';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const RULE = '#d1d5db';
const HEADER_FILL = '#f3f4f6';
const MARGIN = 56;

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, size: number): void {
  // Keep a heading with at least a few lines of what follows it.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
  doc.moveDown(0.6).fontSize(size).fillColor(INK).text(text).moveDown(0.3);
}

function paragraph(doc: Doc, text: string, color = MUTED): void {
  doc.fontSize(10).fillColor(color).text(text).fillColor(INK);
}

function table(doc: Doc, header: string[], rows: string[][], widths: (number | string)[]): void {
  doc.fontSize(9).fillColor(INK);
  doc.table({
    position: { x: doc.page.margins.left },
    columnStyles: widths,
    defaultStyle: { border: 0.5, borderColor: RULE, padding: 4 },
    data: [header.map((text) => ({ text, type: 'TH' as const, backgroundColor: HEADER_FILL })), ...rows],
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.5);
}

function conditionTable(doc: Doc, results: readonly ResultJson[]): void {
  table(
    doc,
    [...CONDITION_COLUMNS],
    results.map(conditionCells),
    ['*', '*', '*', 50, '*'],
  );
}

function scoreTable(doc: Doc, score: ShownScore | undefined): void {
  if (!score) return;
  paragraph(doc, scoreCaption(score), INK);
  table(
    doc,
    ['指标', '实际值', '得分'],
    score.indicators.map((indicator) => [
      `${indicator.group ? `${indicator.group} · ` : ''}${indicator.title}`,
      indicator.actualText,
      `${formatNumber(indicator.score)} / ${indicator.max}`,
    ]),
    ['*', '*', 80],
  );
}

function missing(doc: Doc, fields: readonly string[]): void {
  if (fields.length > 0) paragraph(doc, missingFieldsText(fields));
}

function matchSection(doc: Doc, report: NonNullable<StoredReport['match']>): void {
  heading(doc, '概览', 16);
  const figures = overviewFigures(report);
  table(
    doc,
    figures.map(([label]) => label),
    [figures.map(([, value]) => value)],
    ['*', '*', '*', '*'],
  );
  heading(doc, '预估可获资金的测算', 14);
  paragraph(doc, report.estimate.method);
  if (report.estimate.lines.length > 0) {
    table(
      doc,
      ['政策', '资助事项', '保守 / 乐观（万元）', '是否计入', '说明'],
      report.estimate.lines.map((line) => [
        line.policyTitle,
        line.item,
        `${formatNumber(line.conservative)} / ${formatNumber(line.optimistic)}`,
        line.counted ? '计入' : '不计入',
        line.note,
      ]),
      ['*', '*', 70, 45, '*'],
    );
  }
  const groups = new Map<string, StoredPolicyMatch[]>();
  for (const match of report.matches) groups.set(match.category, [...(groups.get(match.category) ?? []), match]);
  for (const [category, matches] of groups) {
    heading(doc, `${category}（${matches.length} 项）`, 15);
    for (const match of matches) {
      heading(doc, `${match.policyTitle} · ${STATUS_LABELS[match.status]}`, 12);
      paragraph(doc, `匹配度 ${match.matchDegree}%${match.supportAmount !== null ? `，最高扶持 ${formatNumber(match.supportAmount)} 万元` : ''}`);
      doc.moveDown(0.3);
      conditionTable(doc, match.results);
      scoreTable(doc, match.score);
      missing(doc, match.missingFields);
    }
  }
}

function evaluationSection(doc: Doc, evaluation: Evaluation): void {
  heading(doc, '自评结论', 16);
  table(doc, ['自评结论', '匹配度'], [[STATUS_LABELS[evaluation.status], `${evaluation.matchDegree}%`]], ['*', '*']);
  paragraph(doc, ruleVersionText(evaluation));
  heading(doc, '条件逐项核对', 15);
  conditionTable(doc, evaluation.results);
  scoreTable(doc, evaluation.score);
  missing(doc, evaluation.missingFields);
}

function cover(doc: Doc, report: StoredReport, enterpriseName: string, subject: string): void {
  const date = chinaToday(new Date(report.createdAt));
  doc.moveDown(8);
  doc.fontSize(12).fillColor(ACCENT).text(TYPE_LABELS[report.type], { align: 'center' });
  doc.moveDown(1).fontSize(24).fillColor(INK).text(report.title, { align: 'center' });
  doc.moveDown(3).fontSize(14);
  doc.text(`企业：${enterpriseName}`, { align: 'center' });
  if (subject !== enterpriseName) doc.moveDown(0.5).text(`项目：${subject}`, { align: 'center' });
  doc.moveDown(0.5).text(`生成日期：${date}`, { align: 'center' });
  doc.moveDown(2).fontSize(11).fillColor(MUTED).text(report.headline, { align: 'center' });
  doc
    .fontSize(9)
    .text('本报告依据企业档案信息与政策条件自动测算，仅供参考，最终以主管部门审核结果为准。', MARGIN, doc.page.height - MARGIN - 40, {
      align: 'center',
      width: doc.page.width - 2 * MARGIN,
    });
}

function pageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`第 ${index + 1} 页 / 共 ${range.count} 页`, MARGIN, doc.page.height - MARGIN / 2 - 6, {
        align: 'center',
        width: doc.page.width - 2 * MARGIN,
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

export type ReportPdfInput = {
  report: StoredReport;
  /** The enterprise the report is about (the cover names it). */
  enterpriseName: string;
  /** The project of a 自评, or the enterprise again for a match report. */
  subject: string;
  font?: CjkFont;
};

/** An A4 PDF of a saved report: cover (report, enterprise, date), the condition tables, page numbers. */
export function renderReportPdf({ report, enterpriseName, subject, font = findCjkFont() }: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'zh-CN',
    info: { Title: report.title, Subject: TYPE_LABELS[report.type], Author: enterpriseName, Creator: '中小企业服务门户' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.file, font.family);
  doc.font('cjk');
  cover(doc, report, enterpriseName, subject);
  doc.addPage();
  doc.fontSize(18).fillColor(INK).text(report.title);
  paragraph(doc, `${report.headline} · 生成于 ${chinaToday(new Date(report.createdAt))}`);
  if (report.match) matchSection(doc, report.match);
  else if (report.evaluation) evaluationSection(doc, report.evaluation);
  pageNumbers(doc);
  doc.end();
  return finished;
}
