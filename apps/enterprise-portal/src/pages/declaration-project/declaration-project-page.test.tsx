import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildApplicationPage,
  buildDeclarationPage,
  buildDeclarationProject,
  buildDeclarationProjectDetail,
  buildDictList,
  buildEvaluationConditionResult,
  buildLedgerRecord,
  buildProjectEvaluation,
  buildProjectEvaluationReport,
  buildRegionTree,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { setViewport } from '@smes/ui/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  listQueries.length = 0;
  visits.length = 0;
  server.use(
    portalHandler('get', '/api/gDeclaraManage/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const pageNum = Number(query.get('pageNum'));
      const rows = Array.from({ length: 10 }, (_, index) =>
        buildDeclarationProject({ id: pageNum * 100 + index, projectName: `第 ${pageNum} 页项目 ${index + 1}` }),
      );
      return { status: 200, body: okEnvelope(buildDeclarationPage(rows, { total: 25, pageNum, pageSize: 10 })) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({
      status: 200,
      body: okEnvelope(buildDictList(String(params.type), ['选项一', '选项二'])),
    })),
    // 问问这个项目 asks for its suggested questions.
    portalHandler('get', '/api/assistant/suggestions', () => ({ status: 200, body: okEnvelope({ items: ['申报需要哪些材料'] }) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
    }),
  );
});

describe('申报项目检索', () => {
  it('asks for the spec default query, titles the page, records the visit, and pages', async () => {
    renderScreens({ path: '/findpolicy/DeclarationProject', screens: portalScreens });

    // The first screen of the file also waits for its lazy chunk to compile, which is slow on a busy machine.
    const list = await screen.findByRole('region', { name: '申报项目列表' }, { timeout: 15_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(Object.fromEntries(listQueries[0] ?? [])).toEqual({ pageNum: '1', pageSize: '10', orderByColumn: 'create_time', isAsc: 'desc' });
    await waitFor(() => expect(document.title).toBe('申报项目检索'));
    await waitFor(() => expect(visits).toEqual(['申报项目检索']));
    expect(screen.getByText('共找到 25 个申报项目')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 页项目 1')).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('pageNum')).toBe('2');
  });

  it('shows the server error with a retry instead of a blank page', async () => {
    server.use(portalHandler('get', '/api/gDeclaraManage/list', () => ({ status: 400, body: errorEnvelope(400, '参数 pageSize 不合法：须为 1-100 的整数') })));
    renderScreens({ path: '/findpolicy/DeclarationProject', screens: portalScreens });
    expect(await screen.findByText('参数 pageSize 不合法：须为 1-100 的整数')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    server.use(portalHandler('get', '/api/gDeclaraManage/list', () => ({ status: 200, body: okEnvelope(buildDeclarationPage([], { total: 0 })) })));
    renderScreens({ path: '/findpolicy/DeclarationProject?keyword=无此项目', screens: portalScreens });
    expect(await screen.findByText('没有符合条件的申报项目')).toBeInTheDocument();
  });
});

describe('申报项目检索 for a signed-in enterprise', () => {
  it('starts at the projects whose policy applies to its registered region, like 政策原文; the chip widens it', async () => {
    localStorage.setItem('token', 'enterprise-token');
    server.use(
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: { provinceCode: '330000', cityCode: '330100', districtCode: '330110' } })),
      })),
      portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    );
    const { router } = renderScreens({ path: '/findpolicy/DeclarationProject', screens: portalScreens });
    await screen.findByRole('region', { name: '申报项目列表' }, { timeout: 15_000 });
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(0));
    expect(listQueries.map((query) => query.get('applicableTo'))).toEqual(['330110']);
    await userEvent.click(screen.getByRole('button', { name: /^移除条件 适用于：.*的企业（含全国及上级）$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?applicableTo=all'));
    await waitFor(() => expect(listQueries.at(-1)?.has('applicableTo')).toBe(false));
  });
});

describe('申报项目详情', () => {
  it('shows conditions and materials of the project', async () => {
    const detail = buildDeclarationProjectDetail({ id: 7, projectName: '2026年杭州市专精特新中小企业奖励资金申报' });
    server.use(portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })));
    renderScreens({ path: '/findpolicy/DeclarationProjectDetail/7', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: detail.projectName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '申报条件' })).toBeInTheDocument();
    for (const material of detail.materials) expect(screen.getAllByText(new RegExp(material.name)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('申报项目详情'));
  });

  it('anchors conditions then materials for AI 助手 citations, and opens at the cited one', async () => {
    const detail = buildDeclarationProjectDetail({ id: 7 });
    server.use(portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })));
    renderScreens({ path: `/findpolicy/DeclarationProjectDetail/7?clause=${detail.conditions.length}`, screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: detail.projectName }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.getElementById('clause-0')).toHaveTextContent(detail.conditions[0]?.title ?? '');
    const cited = document.getElementById(`clause-${detail.conditions.length}`);
    expect(cited).toHaveTextContent(detail.materials[0]?.name ?? '');
    await waitFor(() => expect(cited).toHaveFocus());
  });

  it('answers an unknown id with 申报项目不存在', async () => {
    server.use(portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 404, body: errorEnvelope(404, '申报项目不存在') })));
    renderScreens({ path: '/findpolicy/DeclarationProjectDetail/999', screens: portalScreens });
    expect(await screen.findByText('申报项目不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回申报项目列表' })).toBeInTheDocument();
  });
  it('offers 我要申报 and 自评, through the login page for a visitor', async () => {
    const detail = buildDeclarationProjectDetail({ id: 7 });
    server.use(portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })));
    renderScreens({ path: '/findpolicy/DeclarationProjectDetail/7', screens: portalScreens });
    const apply = await screen.findByRole('link', { name: '我要申报' });
    expect(apply).toHaveAttribute('href', '/login?redirect=%2Ffindpolicy%2FProjectApplication%2F7');
    expect(screen.getByRole('link', { name: '自评' })).toHaveAttribute('href', '/login?redirect=%2Ffindpolicy%2FProjectEvaluation%2F7');
    expect(screen.getByRole('button', { name: '撰写材料' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载材料清单' })).toBeInTheDocument();
  });

  it('offers no 自评 for a project whose conditions have no rule set yet', async () => {
    const detail = buildDeclarationProjectDetail({ id: 7, selfEvaluation: false });
    server.use(portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })));
    renderScreens({ path: '/findpolicy/DeclarationProjectDetail/7', screens: portalScreens });
    expect(await screen.findByRole('link', { name: '我要申报' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '自评' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撰写材料' })).toBeInTheDocument();
  });

  it('keeps one action button on a phone and the others in 更多操作, each still working', async () => {
    setViewport(375);
    const detail = buildDeclarationProjectDetail({ id: 7 });
    const exports: string[] = [];
    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })),
      portalHandler('post', '/api/gDeclaraManage/{id}/materials/export', ({ params }) => {
        exports.push(String(params.id));
        return { status: 500, body: errorEnvelope(500, '导出失败') };
      }),
    );
    renderScreens({ path: '/findpolicy/DeclarationProjectDetail/7', screens: portalScreens });
    const header = (await screen.findByRole('heading', { level: 1, name: detail.projectName })).closest('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: '我要申报' })).toHaveAttribute('href', '/login?redirect=%2Ffindpolicy%2FProjectApplication%2F7');
    expect(within(header).getAllByRole('button').map((button) => button.textContent)).toEqual(['更多操作']);
    expect(screen.queryByRole('link', { name: '自评' })).not.toBeInTheDocument();

    const more = within(header).getByRole('button', { name: '更多操作' });
    await userEvent.click(more);
    const menu = await screen.findByRole('menu', { name: '更多操作' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['自评', '撰写材料', '下载材料清单']);
    expect(within(menu).getByRole('menuitem', { name: '自评' })).toHaveAttribute('href', '/login?redirect=%2Ffindpolicy%2FProjectEvaluation%2F7');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '下载材料清单' }));
    await waitFor(() => expect(exports).toEqual(['7']));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('says 继续申报 when the enterprise has a draft of the project', async () => {
    localStorage.setItem('token', 'portal-token');
    localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
    const detail = buildDeclarationProjectDetail({ id: 7 });
    const asked: (string | null)[] = [];
    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })),
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
      portalHandler('get', '/api/application/mine', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('projectId'));
        return { status: 200, body: okEnvelope(buildApplicationPage([buildApplication({ id: 31, projectId: 7, status: 'draft' })], { total: 1 })) };
      }),
    );
    renderScreens({ path: '/findpolicy/DeclarationProjectDetail/7', screens: portalScreens });
    expect(await screen.findByRole('link', { name: '继续申报' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/7');
    expect(screen.queryByRole('link', { name: '我要申报' })).not.toBeInTheDocument();
    expect(asked).toEqual(['7']);
  });

  it('links straight to the screens when logged in, and ticks the checklist from the latest self-evaluation', async () => {
    localStorage.setItem('token', 'portal-token');
    localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
    const detail = buildDeclarationProjectDetail({
      id: 7,
      conditions: [
        { id: 'c1', title: '在杭州市注册满一年', detail: '以营业执照成立日期为准', kind: 'hard', basis: '办法第五条' },
        { id: 'c2', title: '拥有有效发明专利', detail: '以专利证书为准', kind: 'soft', basis: '办法第六条' },
      ],
    });
    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 200, body: okEnvelope(detail) })),
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
      portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
      portalHandler('get', '/api/application/mine', () => ({ status: 200, body: okEnvelope(buildApplicationPage([], { total: 0 })) })),
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 200,
        body: okEnvelope(
          buildProjectEvaluationReport({
            projectId: 7,
            evaluation: buildProjectEvaluation({
              results: [
                buildEvaluationConditionResult({ id: 'c1', title: '在杭州市注册满一年', status: 'pass', actualText: '3.2 年' }),
                buildEvaluationConditionResult({ id: 'c2', title: '拥有有效发明专利', kind: 'soft', status: 'unknown', actualText: '未填写' }),
              ],
            }),
          }),
        ),
      })),
    );
    const { router } = renderScreens({ path: '/findpolicy/DeclarationProjectDetail/7', screens: portalScreens });
    const conditions = await screen.findByRole('region', { name: '申报条件' });
    expect(within(conditions).getByText('在杭州市注册满一年')).toBeInTheDocument();
    expect(within(conditions).getByText('依据：办法第五条')).toBeInTheDocument();
    expect(within(conditions).queryByText(/自评：/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我要申报' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/7');

    await userEvent.click(screen.getByRole('link', { name: '自评' }));
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }, { timeout: 15_000 }));
    expect(await screen.findByText('待核验', { selector: 'p' })).toBeInTheDocument();

    await router.navigate(-1);
    const ticked = await screen.findByRole('region', { name: '申报条件' }, { timeout: 15_000 });
    expect(await within(ticked).findByText('自评：符合（实际：3.2 年）')).toBeInTheDocument();
    expect(within(ticked).getByText('自评：待核验（实际：未填写）')).toBeInTheDocument();
  });
});
