// @vitest-environment node
import { DEFAULT_CONFIG } from '@smes/config';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorEnvelope, fileReply, networkError, okEnvelope, portalHandler } from '../testing';
import { downloadFile } from './download';
import type { DownloadOptions } from './download';
import { createPortalClient } from './portal-client';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CSV = '\uFEFF材料名称,是否必需\n营业执照,是\n';

function setup() {
  const onExpired = vi.fn();
  const notify = vi.fn();
  const saveBlob = vi.fn<(blob: Blob, fileName: string) => void>();
  const client = createPortalClient({
    baseUrl: DEFAULT_CONFIG.portalApiBase,
    getToken: () => 'token-abc',
    onExpired,
    notify,
    readCookie: () => '',
  });
  const options: DownloadOptions = { saveBlob, now: () => 1_735_660_800_000 };
  const exportMaterials = () =>
    downloadFile(client, (api, init) => api.POST('/api/gDeclaraManage/{id}/materials/export', { ...init, params: { path: { id: 42 } } }), options);
  return { onExpired, notify, saveBlob, exportMaterials };
}

describe('downloadFile', () => {
  it('POSTs with the session, saves the blob under the announced name and reports success', async () => {
    const seen: Request[] = [];
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', ({ request }) => {
        seen.push(request);
        return fileReply(CSV, {
          contentType: 'text/csv; charset=utf-8',
          contentDisposition: "attachment; filename=\"materials.csv\"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E6%9D%90%E6%96%99%E6%B8%85%E5%8D%95.csv",
        });
      }),
    );
    const { notify, saveBlob, exportMaterials } = setup();

    const result = await exportMaterials();

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(result).toMatchObject({ ok: true, data: { fileName: '申报材料清单.csv' } });
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saveBlob.mock.calls[0] ?? [];
    expect(fileName).toBe('申报材料清单.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer())).toBe(CSV);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ severity: 'success', message: '文件下载成功' });
  });

  it('names the file <timestamp>.png when the header names none', async () => {
    server.use(portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () => fileReply(new Uint8Array([137, 80, 78, 71]), { contentType: 'image/png' })));
    const { saveBlob, exportMaterials } = setup();

    await exportMaterials();

    expect(saveBlob.mock.calls[0]?.[1]).toBe('1735660800000.png');
  });

  it('never lets the header choose a folder', async () => {
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () =>
        fileReply('x', { contentType: 'text/plain', contentDisposition: 'attachment; filename="../../etc/passwd"' }),
      ),
    );
    const { saveBlob, exportMaterials } = setup();

    await exportMaterials();

    expect(saveBlob.mock.calls[0]?.[1]).toBe('passwd');
  });

  it('applies the expiry rule to a JSON envelope answered instead of a file', async () => {
    server.use(portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () => ({ status: 200, body: errorEnvelope(444, 'token已过期，请重新登录') })));
    const { onExpired, notify, saveBlob, exportMaterials } = setup();

    await expect(exportMaterials()).rejects.toMatchObject({ kind: 'expired' });
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(saveBlob).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('toasts and rejects for a 500 envelope', async () => {
    server.use(portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () => ({ status: 500, body: errorEnvelope(500, '导出服务异常') })));
    const { notify, saveBlob, exportMaterials } = setup();

    await expect(exportMaterials()).rejects.toMatchObject({ kind: 'server', message: '导出服务异常' });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ severity: 'error', message: '导出服务异常' });
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('resolves a business failure for a 4xx envelope', async () => {
    server.use(portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () => ({ status: 404, body: errorEnvelope(404, '申报项目不存在') })));
    const { saveBlob, exportMaterials } = setup();

    expect(await exportMaterials()).toEqual({ ok: false, kind: 'business', msg: '申报项目不存在', statusCode: 404, code: 404 });
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('treats a success envelope where a file was expected as unreadable', async () => {
    server.use(portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () => ({ status: 200, body: okEnvelope(null) as never })));
    const { notify, saveBlob, exportMaterials } = setup();

    expect(await exportMaterials()).toMatchObject({ ok: false, kind: 'bad-response' });
    expect(saveBlob).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('resolves a network failure without saving or toasting', async () => {
    server.use(portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', () => networkError()));
    const { notify, saveBlob, exportMaterials } = setup();

    expect(await exportMaterials()).toMatchObject({ ok: false, kind: 'network' });
    expect(saveBlob).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
