import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { findCjkFont } from './report-pdf';
import type { CjkFont } from './report-pdf';

/** What a generated attachment says: the publication's own title and text, set as a document. */
export type AttachmentDocument = {
  title: string;
  /** The kind of document under the title (项目申报书（模板）, 信用承诺书…), or null. */
  subtitle: string | null;
  issuer: string;
  /** YYYY-MM-DD: printed under the text and the PDF's creation date, so the same text gives the same bytes. */
  date: string;
  paragraphs: string[];
};

const INK = '#1f2329';
const MUTED = '#4b5563';
const MARGIN = 64;
// Subsetting the CJK font costs a few hundred milliseconds per file: identical documents are rendered once per process.
const CACHE_LIMIT = 64;
const rendered = new Map<string, Buffer>();

function chineseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

function cacheKey(document: AttachmentDocument, font: CjkFont): string {
  return createHash('sha256').update(JSON.stringify([document, font.file, font.family])).digest('hex');
}

/** The document's PDF, rendered once per process for the same text and font. */
export function renderAttachmentPdf(document: AttachmentDocument, font: CjkFont = findCjkFont()): Buffer {
  const key = cacheKey(document, font);
  const cached = rendered.get(key);
  if (cached) return cached;
  const pdf = renderDocumentPdf(document, font);
  if (rendered.size >= CACHE_LIMIT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(key, pdf);
  return pdf;
}

/**
 * The document as an A4 PDF with the CJK font embedded as a subset; fixed dates make the bytes depend on the
 * text alone. Synchronous: pdfkit writes every byte into its stream by `end()`, and reading the paused
 * stream hands them back without waiting.
 */
export function renderDocumentPdf(document: AttachmentDocument, font: CjkFont): Buffer {
  const created = new Date(`${document.date}T09:00:00+08:00`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'zh-CN',
    info: {
      Title: document.subtitle ? `${document.title}（${document.subtitle}）` : document.title,
      Author: document.issuer,
      Creator: '中小企业服务门户',
      CreationDate: created,
      ModDate: created,
    },
  });
  doc.registerFont('cjk', font.file, font.family);
  doc.font('cjk').fillColor(INK);
  doc.fontSize(17).text(document.title, { align: 'center', lineGap: 4 });
  if (document.subtitle) doc.moveDown(0.3).fontSize(13).text(document.subtitle, { align: 'center' });
  doc.moveDown(1.2).fontSize(11);
  for (const paragraph of document.paragraphs) {
    if (paragraph === '') doc.moveDown(0.6);
    else doc.text(paragraph, { lineGap: 5, paragraphGap: 6 });
  }
  doc.moveDown(2).fillColor(MUTED).fontSize(11).text(document.issuer, { align: 'right' }).text(chineseDate(document.date), { align: 'right' });
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('PDF 生成未完成');
  return pdf;
}
