import type { FastifyReply } from 'fastify';
import { safeFileName } from '../http/file-name';
import { attachmentDisposition } from './content-disposition';
import type { PortalSchemas } from '@smes/contract-types';

/** A POSTed download (spec §7): the browser reads the Chinese name from `filename*`, old clients the ASCII one. */
export function sendDownload(reply: FastifyReply, file: { asciiName: string; name: string; contentType: string; body: string | Buffer }): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentDisposition(safeFileName(file.asciiName, 'download'), safeFileName(file.name)))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .header('Cache-Control', 'no-store')
    // A stored attachment is data, never a page or a script, whatever its bytes look like: not sniffed, and were it
    // ever opened as a document, sandboxed with nothing allowed.
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(file.body);
}

/** The extension of a stored file name, for the ASCII fallback name. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? `.${match[1]?.toLowerCase()}` : '';
}

/** The Content-Type header of a stored attachment: text is always UTF-8 (the CSVs carry a BOM for Excel). */
export function downloadContentType(contentType: PortalSchemas['AttachmentContentType']): string {
  return contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType;
}
