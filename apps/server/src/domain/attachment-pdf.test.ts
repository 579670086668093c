import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../testing/pdf-text';
import { renderAttachmentPdf, renderDocumentPdf } from './attachment-pdf';
import { findCjkFont } from './report-pdf';
import type { AttachmentDocument } from './attachment-pdf';

const document: AttachmentDocument = {
  title: '杭州市关于加快工业互联网发展的若干措施',
  subtitle: '信用承诺书',
  issuer: '杭州市经济和信息化局',
  date: '2026-03-18',
  paragraphs: ['本单位自愿申报所列支持事项，现郑重承诺：', '', '一、所提交的申报材料真实、准确、完整。'],
};

describe('renderAttachmentPdf', () => {
  it('sets the title, the text, the issuer and the date in a real PDF', async () => {
    const pdf = renderAttachmentPdf(document);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPageTexts(pdf)).join('').replace(/\s+/g, '');
    for (const part of [document.title, '信用承诺书', '一、所提交的申报材料真实、准确、完整。', document.issuer, '2026年3月18日']) expect(text).toContain(part);
  });

  it('gives the same bytes for the same document (the size listed is the size downloaded) and differs with the text', () => {
    const font = findCjkFont();
    const first = renderDocumentPdf(document, font);
    expect(renderDocumentPdf({ ...document }, font).equals(first)).toBe(true);
    expect(renderDocumentPdf({ ...document, paragraphs: ['二、近三年未发生重大安全生产事故。'] }, font).equals(first)).toBe(false);
    // The cached path answers the same bytes.
    expect(renderAttachmentPdf(document, font).equals(first)).toBe(true);
  });
});
