import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assistantAnswerStream,
  buildAssistantConversation,
  buildAssistantConversationSummary,
  buildAssistantDone,
  buildAssistantEligibility,
  buildAssistantMeta,
  buildUserInfo,
  okEnvelope,
  portalHandler,
  sseEvent,
  sseReply,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let asked: unknown[] = [];
let feedback: { id: string; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  asked = [];
  feedback = [];
  sessionStorage.clear();
  server.use(
    portalHandler('get', '/api/assistant/suggestions', () => ({ status: 200, body: okEnvelope({ items: ['高企认定需要什么条件', '专精特新有哪些奖励'] }) })),
    portalHandler('post', '/api/assistant/ask', async ({ request }) => {
      asked.push(await request.json());
      return sseReply(assistantAnswerStream(['高新技术企业须', '注册成立一年以上[1]。']), { chunkBytes: 7 });
    }),
    portalHandler('post', '/api/assistant/messages/{id}/feedback', async ({ request, params }) => {
      feedback.push({ id: String(params.id), body: await request.json() });
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('AI 助手', { timeout: 60_000 }, () => {
  it('answers a suggested question with numbered citations to the clause, the method label and one announcement', async () => {
    renderScreens({ path: '/aiAssistant', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '高企认定需要什么条件' }, { timeout: 15_000 }));

    const citation = await screen.findByRole('link', { name: '引用1：高新技术企业认定管理办法 第十一条' }, { timeout: 15_000 });
    expect(citation).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/1?clause=10');
    expect(within(screen.getByRole('list', { name: '引用来源' })).getByText(/国科发火〔2016〕32号/)).toBeInTheDocument();
    expect(screen.getByText('检索摘录')).toBeInTheDocument();
    // The label is explained in plain words beside it.
    expect(screen.getByText(/回答逐字摘自政策原文，没有改写/)).toBeInTheDocument();
    expect(asked).toEqual([{ question: '高企认定需要什么条件', conversationId: null, context: null }]);
    await waitFor(() => expect(document.title).toBe('AI 助手'));

    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('回答完成（检索摘录）：高新技术企业须注册成立一年以上[1]。');
    // Anonymous: the conversation lives in this browser session only.
    expect(sessionStorage.getItem('assistant_conversation')).toContain('高企认定需要什么条件');
  });

  it('stops an answer that is still streaming, and can generate it again', async () => {
    server.use(
      portalHandler('post', '/api/assistant/ask', () =>
        sseReply(sseEvent('meta', buildAssistantMeta()) + sseEvent('delta', { text: '正在作答的第一句' }), { holdOpen: true }),
      ),
    );
    renderScreens({ path: '/aiAssistant', screens: portalScreens });
    await userEvent.type(await screen.findByRole('textbox', { name: '输入您的问题' }, { timeout: 15_000 }), '加计扣除比例是多少{Enter}');

    expect(await screen.findByText('正在作答的第一句', {}, { timeout: 15_000 })).toBeInTheDocument();
    // Nothing is announced while the text streams in.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '停止生成' }));
    expect(await screen.findByText('已停止生成', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '停止生成' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();

    server.use(portalHandler('post', '/api/assistant/ask', () => sseReply(assistantAnswerStream(['研发费用按100%加计扣除[1]。']))));
    await userEvent.click(screen.getByRole('button', { name: '重新生成' }));
    expect(await screen.findByText('研发费用按100%加计扣除')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /加计扣除比例是多少/ })).toHaveLength(1);
  });

  it('shows a refusal before the stream in words', async () => {
    server.use(portalHandler('post', '/api/assistant/ask', () => ({ status: 400, body: { code: 400, msg: '问题不能包含控制字符', data: null, statusCode: 400 } })));
    renderScreens({ path: '/aiAssistant', screens: portalScreens });
    await userEvent.type(await screen.findByRole('textbox', { name: '输入您的问题' }, { timeout: 15_000 }), '你好{Enter}');
    expect(await screen.findByText('问题不能包含控制字符')).toBeInTheDocument();
  });

  it('for a logged-in user lists the conversations, checks conditions against the ledger and takes feedback with a reason', async () => {
    localStorage.setItem('token', 'portal-token');
    server.use(
      portalHandler('get', '/api/assistant/conversations', () => ({ status: 200, body: okEnvelope({ items: [buildAssistantConversationSummary()] }) })),
      portalHandler('get', '/api/assistant/conversations/{id}', () => ({ status: 200, body: okEnvelope(buildAssistantConversation()) })),
      portalHandler('post', '/api/assistant/ask', () =>
        sseReply(
          assistantAnswerStream(['按企业档案核对如下[1]。'], {
            meta: buildAssistantMeta({ conversationId: 'c-2', messageId: 'm-7' }),
            done: buildAssistantDone({ messageId: 'm-7', eligibility: buildAssistantEligibility() }),
          }),
        ),
      ),
    );
    renderScreens({ path: '/aiAssistant', screens: portalScreens });
    const list = await screen.findByRole('list', { name: '我的对话' }, { timeout: 15_000 });
    await userEvent.click(within(list).getByRole('button', { name: /^高企认定需要什么条件/ }));
    expect(await screen.findByRole('heading', { name: /高企认定需要什么条件/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '新对话' }));
    await userEvent.type(screen.getByRole('textbox', { name: '输入您的问题' }), '我能申请研发费用补助吗{Enter}');
    const conditions = await screen.findByRole('list', { name: '申报条件' });
    expect(within(conditions).getByText('符合')).toBeInTheDocument();
    expect(within(conditions).getByText('不符合')).toBeInTheDocument();
    expect(within(conditions).getByText('待核验')).toBeInTheDocument();
    expect(screen.getByText('研发项目立项决议')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: '没帮助' }));
    await userEvent.type(screen.getByRole('textbox', { name: '哪里不好（选填）' }), '没有提到截止时间');
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('感谢反馈')).toBeInTheDocument();
    expect(feedback).toEqual([{ id: 'm-7', body: { rating: 'down', reason: '没有提到截止时间' } }]);
    expect(sessionStorage.getItem('assistant_conversation')).toBeNull();
  });

  it('continues a signed-in user’s conversation after a reload, and asks within it', async () => {
    localStorage.setItem('token', 'portal-token');
    sessionStorage.setItem('assistant_current_conversation', 'c-1');
    server.use(
      portalHandler('get', '/api/assistant/conversations', () => ({ status: 200, body: okEnvelope({ items: [buildAssistantConversationSummary()] }) })),
      portalHandler('get', '/api/assistant/conversations/{id}', ({ params }) => ({ status: 200, body: okEnvelope(buildAssistantConversation({ id: String(params.id) })) })),
    );
    renderScreens({ path: '/aiAssistant', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: /高企认定需要什么条件/ }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '输入您的问题' }), '需要多少研发人员{Enter}');
    await waitFor(() => expect(asked).toEqual([{ question: '需要多少研发人员', conversationId: 'c-1', context: null }]));

    // 新对话 forgets it: the next reload starts empty.
    await userEvent.click(screen.getByRole('button', { name: '新对话' }));
    expect(sessionStorage.getItem('assistant_current_conversation')).toBeNull();
  });

  it('forgets a kept conversation the server no longer has for this account (404)', async () => {
    localStorage.setItem('token', 'portal-token');
    sessionStorage.setItem('assistant_current_conversation', 'c-9');
    server.use(
      portalHandler('get', '/api/assistant/conversations', () => ({ status: 200, body: okEnvelope({ items: [] }) })),
      portalHandler('get', '/api/assistant/conversations/{id}', () => ({ status: 404, body: { code: 404, msg: '对话不存在', data: null, statusCode: 404 } })),
    );
    renderScreens({ path: '/aiAssistant', screens: portalScreens });
    await screen.findByRole('textbox', { name: '输入您的问题' }, { timeout: 15_000 });
    await waitFor(() => expect(sessionStorage.getItem('assistant_current_conversation')).toBeNull());
    expect(screen.queryByRole('heading', { name: /高企认定需要什么条件/ })).not.toBeInTheDocument();
  });
});
