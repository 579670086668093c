import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import {
  assistantAnswerStream,
  buildDictList,
  buildPolicyDetail,
  buildUserInfo,
  errorEnvelope,
  fileReply,
  okEnvelope,
  portalHandler,
  sseReply,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { PENDING_FAVORITE_KEY } from '../../features/policy/pending-favorite';
import { captureDownloads } from '../../testing/downloads';

const server = setupServer();
let detailRequests = 0;
let favorite = false;
const favoriteCalls: { method: string; auth: string | null }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  detailRequests = 0;
  favorite = false;
  favoriteCalls.length = 0;
  server.use(
    portalHandler('get', '/api/policy/{id}', ({ params }) => {
      detailRequests += 1;
      return { status: 200, body: okEnvelope(buildPolicyDetail({ id: Number(params.id), favorite })) };
    }),
    portalHandler('post', '/api/policy/{id}/favorite', ({ request, params }) => {
      favoriteCalls.push({ method: 'POST', auth: request.headers.get('Authorization') });
      favorite = true;
      return { status: 200, body: okEnvelope({ policyId: Number(params.id), favorite: true }) };
    }),
    portalHandler('delete', '/api/policy/{id}/favorite', ({ request, params }) => {
      favoriteCalls.push({ method: 'DELETE', auth: request.headers.get('Authorization') });
      favorite = false;
      return { status: 200, body: okEnvelope({ policyId: Number(params.id), favorite: false }) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({
      status: 200,
      body: okEnvelope(buildDictList(String(params.type), ['选项'])),
    })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    // 问问这份政策 asks for its suggested questions.
    portalHandler('get', '/api/assistant/suggestions', () => ({ status: 200, body: okEnvelope({ items: ['申报需要哪些材料'] }) })),
  );
});

const heading = () => screen.findByRole('heading', { level: 1, name: '关于促进专精特新中小企业高质量发展的若干措施' }, { timeout: 15_000 });

describe('政策原文详情', { timeout: 60_000 }, () => {
  it('shows the metadata, the full text, attachments and links both ways', async () => {
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens });
    await heading();
    await waitFor(() => expect(document.title).toBe('政策原文详情'));
    for (const text of ['粤工信规字〔2025〕3号', '2025-03-10', '2025-04-01', '现行有效']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText(/第二条 对新认定的国家级/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '一图读懂专精特新若干措施' })).toHaveAttribute('href', '/findpolicy/PolicyInterpretation/detail/31');
    expect(screen.getByRole('link', { name: '关于组织申报2025年专精特新奖励资金的通知' })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/41');
    expect(screen.getByRole('link', { name: '2025年度省级专精特新中小企业认定' })).toHaveAttribute('href', '/findpolicy/DeclarationProjectDetail/1001');
  });

  it('opens at the clause an AI 助手 citation points at (?clause=), highlighted and focused', async () => {
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501?clause=1', screens: portalScreens });
    await heading();
    const clause = document.getElementById('clause-1');
    expect(clause).toHaveTextContent(/^第二条 对新认定的国家级/);
    expect(clause).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(clause).toHaveFocus());
    expect(document.getElementById('clause-0')).not.toHaveAttribute('aria-current');
  });

  it('answers questions about this policy only in 问问这份政策', async () => {
    const asked: unknown[] = [];
    server.use(
      portalHandler('post', '/api/assistant/ask', async ({ request }) => {
        asked.push(await request.json());
        return sseReply(assistantAnswerStream(['须提交申报书和营业执照复印件[1]。']));
      }),
    );
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens });
    const block = await screen.findByRole('region', { name: '问问这份政策' }, { timeout: 15_000 });
    await userEvent.click(await within(block).findByRole('button', { name: '申报需要哪些材料' }));
    expect(await within(block).findByText('须提交申报书和营业执照复印件')).toBeInTheDocument();
    expect(asked).toEqual([
      { question: '申报需要哪些材料', conversationId: null, context: { docType: 'policy', docId: '501', path: '/findpolicy/policyNoticeDetails/501' } },
    ]);
  });

  it('is the same page under /policy/PolicyDetail with its own title', async () => {
    renderScreens({ path: '/policy/PolicyDetail/501', screens: portalScreens });
    await heading();
    await waitFor(() => expect(document.title).toBe('政策详情'));
  });

  it('downloads an attachment under its Chinese name and says so', async () => {
    const saved = captureDownloads();
    server.use(
      portalHandler('post', '/api/policy/{id}/attachments/{attachmentId}/download', () =>
        fileReply('%PDF', { contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('申报指南.pdf')}` }),
      ),
    );
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '下载 申报指南.pdf（PDF · 240 KB）' }));
    expect(await screen.findByText('文件下载成功', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(saved).toEqual(['申报指南.pdf']);
  });

  it('asks a visitor to log in before 收藏 and remembers the request for after the SSO round trip', async () => {
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    const dialog = await screen.findByRole('dialog', { name: '收藏需要登录' });
    const login = within(dialog).getByRole('link', { name: '去登录' });
    // The SSO round trip carries this tab's one-time state, so only this tab adopts the returned token.
    const state = sessionStorage.getItem('sso_state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(login).toHaveAttribute('href', `${DEFAULT_CONFIG.ssoPagesBase}/login?backUrl=${encodeURIComponent(`${DEFAULT_CONFIG.portalOrigin}/home?ssoState=${state}`)}`);

    // The test DOM cannot leave the page; the request must be remembered before the browser would.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(login);
    expect(JSON.parse(sessionStorage.getItem(PENDING_FAVORITE_KEY) ?? '{}')).toMatchObject({
      policyId: 501,
      returnPath: '/findpolicy/policyNoticeDetails/501',
    });
    expect(favoriteCalls).toEqual([]);
  });

  it('toggles 收藏 for a signed-in user', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' }, { timeout: 15_000 })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '已收藏' }));
    expect(await screen.findByRole('button', { name: '收藏' }, { timeout: 15_000 })).toHaveAttribute('aria-pressed', 'false');
    expect(favoriteCalls).toEqual([
      { method: 'POST', auth: 'Bearer portal-token' },
      { method: 'DELETE', auth: 'Bearer portal-token' },
    ]);
  });

  it('answers an unknown id with 政策不存在 and a way back', async () => {
    server.use(portalHandler('get', '/api/policy/{id}', () => ({ status: 404, body: errorEnvelope(404, '政策不存在') })));
    renderScreens({ path: '/findpolicy/policyNoticeDetails/999999', screens: portalScreens });
    expect(await screen.findByText('政策不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回政策原文检索' })).toHaveAttribute('href', '/findpolicy/policyNotice');
  });

  it('does not even ask for a non-numeric id', async () => {
    renderScreens({ path: '/findpolicy/policyNoticeDetails/abc', screens: portalScreens });
    expect(await screen.findByText('政策不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(detailRequests).toBe(0);
  });
});
