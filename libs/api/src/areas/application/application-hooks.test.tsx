// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { useCreateApplication } from './create-application';
import { useEvaluateDeclaration, useLastProjectEvaluation } from './evaluate-declaration';
import { useApplication } from './get-application';
import { useMyApplications } from './get-my-applications';
import { applicationKeys } from './keys';
import { useSubmitApplication } from './submit-application';
import { buildApplication, buildApplicationMaterial, buildApplicationPage, buildMaterialFile, buildProjectEvaluationReport } from './testing';
import type { Application } from './types';
import { useUpdateApplicationMaterial } from './update-application-material';
import { useUploadMaterialFile } from './upload-material-file';
import { useDeleteMaterialFile } from './delete-material-file';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const store = createSessionStore({ eventTarget: null });
  store.setToken('token-1');
  const queryClient = testQueryClient();
  const { Wrapper } = apiTestProviders({ queryClient, store });
  return { queryClient, Wrapper };
}

function stateOf(application: Application | undefined, materialId: string) {
  return application?.materials.find((material) => material.materialId === materialId)?.state;
}

describe('applicationKeys', () => {
  it('keeps everything under the account, so logout clears it', () => {
    expect(applicationKeys.detail(5)).toEqual(['portal', 'user', 'application', 'detail', 5]);
    expect(applicationKeys.list({ pageNum: 1 })).toEqual(['portal', 'user', 'application', 'mine', { pageNum: 1 }]);
    expect(applicationKeys.evaluation(7)).toEqual(['portal', 'user', 'application', 'evaluation', 7]);
  });
});

describe('useEvaluateDeclaration', () => {
  it('posts for the project with the token and keeps the result as the project’s last evaluation', async () => {
    const report = buildProjectEvaluationReport({ projectId: 7 });
    let authorization: string | null = null;
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', ({ request, params }) => {
        authorization = request.headers.get('Authorization');
        expect(params.id).toBe('7');
        return { status: 200, body: okEnvelope(report) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => ({ run: useEvaluateDeclaration(), last: useLastProjectEvaluation(7) }), { wrapper: Wrapper });
    expect(result.current.last.data).toBeUndefined();
    act(() => result.current.run.mutate(7));
    await waitFor(() => expect(result.current.last.data).toEqual(report));
    expect(authorization).toBe('Bearer token-1');
  });
});

describe('useCreateApplication', () => {
  it('sends the project id form-encoded and caches the answer as the application’s detail', async () => {
    const application = buildApplication({ id: 42, projectId: 7 });
    let body = '';
    server.use(
      portalHandler('post', '/api/application', async ({ request }) => {
        body = await request.text();
        return { status: 200, body: okEnvelope(application) };
      }),
    );
    const { Wrapper, queryClient } = setup();
    const { result } = renderHook(() => useCreateApplication(), { wrapper: Wrapper });
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(new URLSearchParams(body).get('projectId')).toBe('7');
    expect(queryClient.getQueryData(applicationKeys.detail(42))).toEqual(application);
  });
});

describe('useUpdateApplicationMaterial', () => {
  it('shows the new state at once and keeps the server’s answer', async () => {
    const application = buildApplication({ id: 42 });
    const saved = { ...buildApplication({ id: 42 }), updatedAt: '2025-03-10T04:00:00.000Z' };
    saved.materials = saved.materials.map((material) => (material.materialId === 'm3' ? { ...material, state: 'not_applicable' } : material));
    let sent = '';
    server.use(
      portalHandler('get', '/api/application/{id}', () => ({ status: 200, body: okEnvelope(application) })),
      portalHandler('put', '/api/application/{id}/materials/{materialId}', async ({ request, params }) => {
        sent = `${String(params.materialId)}:${new URLSearchParams(await request.text()).get('state')}`;
        await delay(200);
        return { status: 200, body: okEnvelope(saved) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => ({ detail: useApplication(42), update: useUpdateApplicationMaterial(42) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.detail.data).toBeDefined());

    act(() => result.current.update.mutate({ materialId: 'm3', state: 'not_applicable' }));
    await waitFor(() => expect(stateOf(result.current.detail.data, 'm3')).toBe('not_applicable'));
    expect(result.current.update.isPending).toBe(true);
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(sent).toBe('m3:not_applicable');
    expect(result.current.detail.data?.updatedAt).toBe('2025-03-10T04:00:00.000Z');
    expect(stateOf(result.current.detail.data, 'm3')).toBe('not_applicable');
  });

  it('puts the previous state back and surfaces the server’s message when the change is refused', async () => {
    const application = buildApplication({ id: 42 });
    server.use(
      portalHandler('get', '/api/application/{id}', () => ({ status: 200, body: okEnvelope(application) })),
      portalHandler('put', '/api/application/{id}/materials/{materialId}', async () => {
        await delay(200);
        return { status: 409, body: errorEnvelope(409, '申报已提交，材料不可再修改') };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => ({ detail: useApplication(42), update: useUpdateApplicationMaterial(42) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.detail.data).toBeDefined());

    act(() => result.current.update.mutate({ materialId: 'm3', state: 'not_applicable' }));
    await waitFor(() => expect(stateOf(result.current.detail.data, 'm3')).toBe('not_applicable'));
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.update.error?.message).toBe('申报已提交，材料不可再修改');
    expect(stateOf(result.current.detail.data, 'm3')).toBe('preparing');
  });

  it('lets overlapping changes of different materials both stand', async () => {
    let serverState = buildApplication({
      id: 42,
      materials: [buildApplicationMaterial({ required: false }), buildApplicationMaterial({ materialId: 'm2', name: '荣誉证书', required: false })],
    });
    server.use(
      portalHandler('get', '/api/application/{id}', () => ({ status: 200, body: okEnvelope(serverState) })),
      portalHandler('put', '/api/application/{id}/materials/{materialId}', async ({ request, params }) => {
        const state = new URLSearchParams(await request.text()).get('state') as 'not_applicable';
        const materialId = String(params.materialId);
        await delay(materialId === 'm1' ? 20 : 250);
        serverState = {
          ...serverState,
          materials: serverState.materials.map((material) => (material.materialId === materialId ? { ...material, state } : material)),
        };
        return { status: 200, body: okEnvelope(serverState) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => ({ detail: useApplication(42), update: useUpdateApplicationMaterial(42) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.detail.data).toBeDefined());

    act(() => {
      result.current.update.mutate({ materialId: 'm2', state: 'not_applicable' });
      result.current.update.mutate({ materialId: 'm1', state: 'not_applicable' });
    });
    await waitFor(() => expect(stateOf(result.current.detail.data, 'm1')).toBe('not_applicable'));
    // m1 finishes first with a server copy that lacks m2; the cache must not flip m2 back.
    await delay(100);
    expect(stateOf(result.current.detail.data, 'm2')).toBe('not_applicable');
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(stateOf(result.current.detail.data, 'm2')).toBe('not_applicable');
  });
});

describe('useSubmitApplication and useMyApplications', () => {
  it('submits, updates the detail, and refreshes the list', async () => {
    const draft = buildApplication({ id: 42 });
    let submitted = false;
    const listStatuses: (string | null)[] = [];
    server.use(
      portalHandler('get', '/api/application/mine', ({ request }) => {
        listStatuses.push(new URL(request.url).searchParams.get('status'));
        return { status: 200, body: okEnvelope(buildApplicationPage([{ ...draft, status: submitted ? 'submitted' : 'draft' }])) };
      }),
      portalHandler('post', '/api/application/{id}/submit', () => {
        submitted = true;
        return { status: 200, body: okEnvelope({ ...draft, status: 'submitted' }) };
      }),
    );
    const { Wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ list: useMyApplications({ query: { status: 'draft' } }), submit: useSubmitApplication() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.rows[0]?.status).toBe('draft'));
    act(() => result.current.submit.mutate(42));
    await waitFor(() => expect(result.current.list.data?.rows[0]?.status).toBe('submitted'));
    expect(queryClient.getQueryData<Application>(applicationKeys.detail(42))?.status).toBe('submitted');
    expect(listStatuses).toEqual(['draft', 'draft']);
  });

  it('rejects with the server’s list of missing materials', async () => {
    server.use(
      portalHandler('post', '/api/application/{id}/submit', () => ({
        status: 400,
        body: { ...errorEnvelope(400, '以下必需材料尚未上传：营业执照复印件'), data: { missingMaterials: [{ materialId: 'm1', name: '营业执照复印件' }] } },
      })),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useSubmitApplication(), { wrapper: Wrapper });
    act(() => result.current.mutate(42));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('以下必需材料尚未上传：营业执照复印件');
  });
});

describe('material files', () => {
  it('caches the answer as the application’s detail', async () => {
    const uploaded = buildApplication({ id: 42 });
    uploaded.materials = uploaded.materials.map((material) =>
      material.materialId === 'm1' ? { ...material, state: 'ready', file: buildMaterialFile({ name: '营业执照.pdf' }) } : material,
    );
    server.use(portalHandler('post', '/api/application/{id}/materials/{materialId}/file', () => ({ status: 200, body: okEnvelope(uploaded) })));
    const { Wrapper, queryClient } = setup();
    const { result } = renderHook(() => useUploadMaterialFile(), { wrapper: Wrapper });
    act(() => result.current.mutate({ applicationId: 42, materialId: 'm1', file: new File(['%PDF-1.7'], '营业执照.pdf') }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Application>(applicationKeys.detail(42))?.materials[0]?.file?.name).toBe('营业执照.pdf');
  });

  it('surfaces the server’s Chinese refusal of a wrong type or an oversized file', async () => {
    server.use(
      portalHandler('post', '/api/application/{id}/materials/{materialId}/file', () => ({ status: 413, body: errorEnvelope(413, '文件不能超过 10 MB') })),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useUploadMaterialFile(), { wrapper: Wrapper });
    act(() => result.current.mutate({ applicationId: 42, materialId: 'm1', file: new File(['x'], 'a.pdf') }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('文件不能超过 10 MB');
  });

  it('deletes a file and caches the application without it', async () => {
    const after = buildApplication({ id: 42 });
    server.use(portalHandler('delete', '/api/application/{id}/materials/{materialId}/file', () => ({ status: 200, body: okEnvelope(after) })));
    const { Wrapper, queryClient } = setup();
    const { result } = renderHook(() => useDeleteMaterialFile(), { wrapper: Wrapper });
    act(() => result.current.mutate({ applicationId: 42, materialId: 'm1' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Application>(applicationKeys.detail(42))?.materials[0]?.file).toBeNull();
  });
});

