import { DEFAULT_CONFIG } from '@smes/config';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../core/portal-client';
import { errorEnvelope, fileReply, okEnvelope, portalHandler } from '../../testing';
import { downloadMaterialFile } from './download-material-file';
import { buildApplication } from './testing';
import { uploadMaterialFile } from './upload-material-file';

// HTTP-client tests run in node, where fetch, FormData and File are the platform's own.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  return createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 'token-1', onExpired: vi.fn(), notify: vi.fn() });
}

describe('uploadMaterialFile', () => {
  it('sends the file as the multipart part `file`, with its name, to the material’s path', async () => {
    const seen: { path: string; contentType: string | null; file: FormDataEntryValue | null; authorization: string | null }[] = [];
    server.use(
      portalHandler('post', '/api/application/{id}/materials/{materialId}/file', async ({ request, params }) => {
        seen.push({
          path: `${String(params.id)}/${String(params.materialId)}`,
          contentType: request.headers.get('Content-Type'),
          file: (await request.formData()).get('file'),
          authorization: request.headers.get('Authorization'),
        });
        return { status: 200, body: okEnvelope(buildApplication({ id: 42 })) };
      }),
    );
    const file = new File(['%PDF-1.7'], '营业执照.pdf', { type: 'application/pdf' });
    const result = await uploadMaterialFile(client(), { applicationId: 42, materialId: 'm1', file });
    expect(result.ok).toBe(true);
    expect(seen[0]).toMatchObject({ path: '42/m1', authorization: 'Bearer token-1' });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.file).toBeInstanceOf(File);
    expect((seen[0]?.file as File).name).toBe('营业执照.pdf');
    expect(await (seen[0]?.file as File).text()).toBe('%PDF-1.7');
  });
});

describe('downloadMaterialFile', () => {
  it('posts with the token and saves the file under the name the server announces', async () => {
    let authorization: string | null = null;
    server.use(
      portalHandler('post', '/api/application/{id}/materials/{materialId}/file/download', ({ request, params }) => {
        authorization = request.headers.get('Authorization');
        return fileReply(`file ${String(params.id)}/${String(params.materialId)}`, {
          contentDisposition: `attachment; filename="application-42-m1.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`,
        });
      }),
    );
    const saveBlob = vi.fn();
    const result = await downloadMaterialFile(client(), { applicationId: 42, materialId: 'm1' }, { saveBlob });
    expect(result.ok && result.data.fileName).toBe('营业执照.pdf');
    expect(authorization).toBe('Bearer token-1');
    expect(await (saveBlob.mock.calls[0]?.[0] as Blob).text()).toBe('file 42/m1');
  });

  it('resolves with the 404 of someone else’s file instead of saving anything', async () => {
    server.use(
      portalHandler('post', '/api/application/{id}/materials/{materialId}/file/download', () => ({ status: 404, body: errorEnvelope(404, '申报不存在') })),
    );
    const saveBlob = vi.fn();
    const result = await downloadMaterialFile(client(), { applicationId: 42, materialId: 'm1' }, { saveBlob });
    expect(result).toMatchObject({ ok: false, statusCode: 404, msg: '申报不存在' });
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
