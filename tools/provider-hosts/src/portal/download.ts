import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition';

/** A POSTed download (spec §7): the browser reads the Chinese name from `filename*`, old clients the ASCII one. */
export function sendDownload(reply: FastifyReply, file: { asciiName: string; name: string; contentType: string; body: string }): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentDisposition(file.asciiName, file.name))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** The extension of a stored file name, for the ASCII fallback name. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? `.${match[1]?.toLowerCase()}` : '';
}
