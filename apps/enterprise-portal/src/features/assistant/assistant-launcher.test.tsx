import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assistantAnswerStream,
  buildAssistantCitation,
  buildAssistantDone,
  buildDictList,
  buildPolicyDetail,
  okEnvelope,
  portalHandler,
  sseReply,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { AssistantLauncher } from './assistant-launcher';

const server = setupServer();
let asked: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  asked = [];
  sessionStorage.clear();
  server.use(
    portalHandler('get', '/api/policy/{id}', ({ params }) => ({ status: 200, body: okEnvelope(buildPolicyDetail({ id: Number(params.id) })) })),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({ status: 200, body: okEnvelope(buildDictList(String(params.type), ['选项'])) })),
    portalHandler('get', '/api/assistant/suggestions', () => ({ status: 200, body: okEnvelope({ items: ['申报需要哪些材料'] }) })),
    portalHandler('post', '/api/assistant/ask', async ({ request }) => {
      asked.push(await request.json());
      const citation = buildAssistantCitation({ docId: '501', title: '关于促进专精特新中小企业高质量发展的若干措施', docNo: null, clause: '第二条', paragraph: 1 });
      return sseReply(assistantAnswerStream(['这份政策对新认定的“小巨人”企业奖励 100 万元[1]。'], { done: buildAssistantDone({ citations: [citation] }) }));
    }),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('AI 助手 panel (aiAssistant2)', { timeout: 60_000 }, () => {
  it('opens from the floating button with the page as context, closes with Esc and gives focus back', async () => {
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens, footer: <AssistantLauncher /> });
    const button = await screen.findByRole('button', { name: 'AI 助手' }, { timeout: 15_000 });
    await userEvent.click(button);

    const panel = await screen.findByRole('dialog', { name: 'AI 助手' }, { timeout: 15_000 });
    expect(within(panel).getByText(/正在查看本页政策/)).toBeInTheDocument();
    await userEvent.click(await within(panel).findByRole('button', { name: '申报需要哪些材料' }));
    const citation = await within(panel).findByRole('link', { name: '引用1：关于促进专精特新中小企业高质量发展的若干措施 第二条' });
    expect(citation).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/501?clause=1');
    expect(asked).toEqual([
      { question: '申报需要哪些材料', conversationId: null, context: { docType: 'policy', docId: '501', path: '/findpolicy/policyNoticeDetails/501' } },
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI 助手' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // The conversation survives closing the panel.
    await userEvent.click(button);
    expect(await within(await screen.findByRole('dialog', { name: 'AI 助手' })).findByRole('heading', { name: /申报需要哪些材料/ })).toBeInTheDocument();
  });

  it('follows a citation to the clause and closes, leaving the page at the cited paragraph', async () => {
    renderScreens({ path: '/findpolicy/policyNoticeDetails/501', screens: portalScreens, footer: <AssistantLauncher /> });
    await userEvent.click(await screen.findByRole('button', { name: 'AI 助手' }, { timeout: 15_000 }));
    const panel = await screen.findByRole('dialog', { name: 'AI 助手' }, { timeout: 15_000 });
    await userEvent.type(within(panel).getByRole('textbox', { name: '输入您的问题' }), '奖励多少{Enter}');
    await userEvent.click(await within(panel).findByRole('link', { name: /^引用1/ }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI 助手' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById('clause-1')).toHaveFocus());
  });

  it('is not offered on the full assistant page', async () => {
    renderScreens({ path: '/aiAssistant', screens: portalScreens, footer: <AssistantLauncher /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI 助手' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AI 助手' })).not.toBeInTheDocument();
  });
});
