/** Bytes that are (or pretend to be) each kind of material file, for upload tests. */
export const SAMPLE_FILES = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]),
  xlsx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....xl/workbook.xml....')]),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....photos/a.jpg....')]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
} as const;

/** A multipart body with one `file` part, as a browser's FormData sends it. */
export async function multipartFile(name: string, bytes: Buffer, field = 'file'): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
