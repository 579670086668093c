import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildTalentContract, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let withdrawn: string[] = [];
let statuses: (string | null)[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  withdrawn = [];
  statuses = [];
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/talent/contracts/mine', ({ request }) => {
      statuses.push(new URL(request.url).searchParams.get('status'));
      return {
        status: 200,
        body: okEnvelope(
          buildContentPage([
            buildTalentContract({ id: 11, status: 'sent' }),
            buildTalentContract({
              id: 12,
              talentId: 9,
              talentName: '陈女士',
              talentTitle: '注册会计师',
              status: 'accepted',
              reply: '您好，我愿意以「财务顾问」的身份参与。',
              contact: { name: '陈晓东', phone: '13912345678', email: 'pro2026@163.com' },
              nextUpdateAt: null,
            }),
          ]),
        ),
      };
    }),
    portalHandler('post', '/api/talent/contracts/{id}/withdraw', ({ params }) => {
      withdrawn.push(String(params.id));
      return { status: 200, body: okEnvelope(buildTalentContract({ id: 11, status: 'withdrawn' })) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的签约意向', { timeout: 60_000 }, () => {
  it('lists the requests with status, the answer and an accepted one’s contact, and withdraws an open one', async () => {
    renderScreens({ path: '/PersonalCenter/myContract', screens: portalScreens });
    const accepted = await screen.findByRole('article', { name: '陈女士 · 注册会计师' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('我的签约意向'));
    expect(within(accepted).getByText('已接受')).toBeInTheDocument();
    expect(within(accepted).getByText('对方答复：您好，我愿意以「财务顾问」的身份参与。')).toBeInTheDocument();
    expect(within(accepted).getByText('联系方式：陈晓东 · 电话 13912345678 · 邮箱 pro2026@163.com')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: '撤回' })).toBeNull();

    const open = screen.getByRole('article', { name: '沈先生 · 高级工程师' });
    expect(within(open).getByText('已发送')).toBeInTheDocument();
    expect(within(open).queryByText(/联系方式/)).toBeNull();
    await userEvent.click(within(open).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(withdrawn).toEqual(['11']));
    expect(await screen.findByText('已撤回签约意向')).toBeInTheDocument();
  });

  it('filters by status through the address', async () => {
    renderScreens({ path: '/PersonalCenter/myContract?status=accepted', screens: portalScreens });
    await screen.findByRole('article', { name: '陈女士 · 注册会计师' }, { timeout: 15_000 });
    expect(statuses).toContain('accepted');
  });
});
