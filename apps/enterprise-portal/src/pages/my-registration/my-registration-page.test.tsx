import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildActivityRegistration, buildActivitySummary, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { ActivityRegistration } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const cancelled: string[] = [];
let rows: ActivityRegistration[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// Far enough ahead that the registration is still cancellable whenever the test runs.
const FUTURE = { startTime: '2099-12-06T06:00:00.000Z', endTime: '2099-12-06T08:30:00.000Z', registrationDeadline: '2099-12-05T09:00:00.000Z' };

beforeEach(() => {
  cancelled.length = 0;
  localStorage.setItem('token', 'portal-token');
  rows = [
    buildActivityRegistration({ id: 7, activity: buildActivitySummary({ id: 5, ...FUTURE }) }),
    buildActivityRegistration({
      id: 3,
      activity: buildActivitySummary({ id: 2, title: '宁波市智能制造产业链供需对接会', startTime: '2026-10-01T06:00:00.000Z', endTime: '2026-10-01T09:00:00.000Z' }),
      status: 'cancelled',
      cancelledAt: '2026-09-20T02:00:00.000Z',
    }),
  ];
  server.use(
    portalHandler('get', '/api/activity/registrations/mine', () => ({ status: 200, body: okEnvelope({ rows, total: rows.length, pageNum: 1, pageSize: 10 }) })),
    portalHandler('post', '/api/activity/registrations/{id}/cancel', ({ params }) => {
      cancelled.push(String(params['id']));
      rows = rows.map((row) => (String(row.id) === params['id'] ? { ...row, status: 'cancelled', cancelledAt: '2026-11-24T03:00:00.000Z' } : row));
      return { status: 200, body: okEnvelope(rows[0] as ActivityRegistration) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的报名', { timeout: 60_000 }, () => {
  it('lists registrations, offers the .ics file and cancel only on a coming one, and cancels after confirming', async () => {
    renderScreens({ path: '/PersonalCenter/myRegistration', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '报名列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('我的报名'));
    const [coming, past] = within(list).getAllByRole('article') as HTMLElement[];
    const title = '杭州市2026年度高新技术企业认定政策宣讲会';
    expect(within(coming as HTMLElement).getByText('已报名')).toBeInTheDocument();
    expect(within(coming as HTMLElement).getByRole('link', { name: title })).toHaveAttribute('href', '/activity/details/5');
    expect(within(coming as HTMLElement).getByRole('button', { name: `加入日历（.ics）：${title}` })).toBeInTheDocument();
    expect(within(past as HTMLElement).getByText('已取消')).toBeInTheDocument();
    expect(within(past as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(coming as HTMLElement).getByRole('button', { name: `取消报名：${title}` }));
    const dialog = await screen.findByRole('dialog', { name: '取消报名？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保留报名' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);

    await userEvent.click(within(coming as HTMLElement).getByRole('button', { name: `取消报名：${title}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '取消报名？' })).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(cancelled).toEqual(['7']));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '报名列表' })).getAllByText('已取消')).toHaveLength(2));
  });

  it('points to the activities when there is no registration yet', async () => {
    rows = [];
    renderScreens({ path: '/PersonalCenter/myRegistration', screens: portalScreens });
    expect(await screen.findByText('还没有报名', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看活动' })).toHaveAttribute('href', '/activity');
  });
});
