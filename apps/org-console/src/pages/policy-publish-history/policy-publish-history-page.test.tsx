import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildPolicyDeskHistory, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';
import { deskTestState, useDeskBackground } from '../../testing/policy-desk-handlers';

const server = setupServer();
let history = buildPolicyDeskHistory();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  history = buildPolicyDeskHistory();
  useDeskBackground(server, deskTestState());
  server.use(portalHandler('get', '/api/admin/policy-desk/{id}/history', () => ({ status: 200, body: okEnvelope(history) })));
});

function render() {
  return renderScreens({ path: '/policyPublish/history/601', screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('政策变更记录', { timeout: 30_000 }, () => {
  it('shows who did what and when, newest first, with what each save changed', async () => {
    render();
    const events = await screen.findByRole('list', { name: '变更记录' });
    const [save, create] = within(events).getAllByRole('listitem', { name: '' }).filter((item) => item.parentElement === events);
    expect(within(save as HTMLElement).getByRole('heading', { name: '保存草稿 · 第 1 版' })).toBeInTheDocument();
    expect(save).toHaveTextContent('平台运营（admin） · 2026-11-27 11:00');
    expect(within(save as HTMLElement).getByText('改后：补助标准。按上年度研发费用的 10% 给予补助，最高 50 万元。')).toBeInTheDocument();
    expect(within(create as HTMLElement).getByRole('heading', { name: '新建草稿 · 第 1 版' })).toBeInTheDocument();
    expect(document.title).toBe('政策变更记录');
  });

  it('lists the rule-set versions reports name, the seed’s 第 1 版 as 平台初始数据, who wrote and approved each and which is in force', async () => {
    history = buildPolicyDeskHistory({
      ruleSetVersions: [
        { number: 2, label: '第 2 版', author: '平台运营（admin）', approver: '平台审核（admin2）', deskRevision: 1, at: '2026-11-28T02:30:00.000Z', inForce: true },
        { number: 1, label: '第 1 版', author: '平台初始数据', approver: null, deskRevision: null, at: '2026-11-01T00:00:00.000Z', inForce: false },
      ],
    });
    render();
    const versions = await screen.findByRole('list', { name: '申报规则版本' });
    const [second, first] = within(versions).getAllByRole('listitem');
    expect(second).toHaveTextContent('第 2 版（现行）编写：平台运营（admin） · 审核发布：平台审核（admin2） · 2026-11-28 10:30 · 随政策第 1 版发布');
    expect(first).toHaveTextContent('第 1 版平台初始数据 · 2026-11-01 08:00');
    expect(screen.queryByText(/没有现行的申报规则/)).not.toBeInTheDocument();
  });

  it('says when a 修订 took the rules out of force, and shows no versions for a policy never published', async () => {
    history = buildPolicyDeskHistory({ ruleSetVersions: [{ number: 1, label: '第 1 版', author: '平台初始数据', approver: null, deskRevision: null, at: '2026-11-01T00:00:00.000Z', inForce: false }] });
    const { unmount } = render();
    expect(await screen.findByText('修订后这项政策没有现行的申报规则；以上版本留作记录。')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '申报规则版本' })).getByRole('listitem')).not.toHaveTextContent('现行');
    unmount();
    history = buildPolicyDeskHistory();
    render();
    await screen.findByRole('list', { name: '变更记录' });
    expect(screen.queryByRole('list', { name: '申报规则版本' })).not.toBeInTheDocument();
  });

  it('says when the desk has not touched a policy yet', async () => {
    history = buildPolicyDeskHistory({ events: [] });
    render();
    expect(await screen.findByText('这项政策来自平台初始数据，发布台上还没有对它的操作。')).toBeInTheDocument();
  });
});
