import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAnnouncementDetail, buildAnnouncementSummary, buildContentPage, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  server.use(
    portalHandler('get', '/api/announcement/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const category = query.get('category') === 'fund' ? 'fund' : 'review';
      return { status: 200, body: okEnvelope(buildContentPage([buildAnnouncementSummary({ category, title: `${category} 公告` })])) };
    }),
    portalHandler('get', '/api/announcement/{id}', ({ params }) => ({ status: 200, body: okEnvelope(buildAnnouncementDetail({ id: Number(params.id) })) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('公示公告', { timeout: 60_000 }, () => {
  it('keeps the category tab in the URL, so back returns to the previous tab', async () => {
    const { router } = renderScreens({ path: '/findpolicy/PublicAnnouncement?category=fund', screens: portalScreens });
    expect(await screen.findByRole('link', { name: 'fund 公告' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '资金公示' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: '评审结果' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=review'), { timeout: 15_000 });
    expect(await screen.findByRole('link', { name: 'review 公告' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('category')).toBe('review');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('tab', { name: '资金公示' })).toHaveAttribute('aria-selected', 'true'), { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('公示公告检索'));
  });

  it('shows the 公示名单, the objection deadline and the attachments', async () => {
    renderScreens({ path: '/findpolicy/PublicAnnouncement/detail/61', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '2025年第一批专精特新中小企业拟认定名单公示' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '公示名单' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('深圳市云帆智能科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('2025-06-17')).toBeInTheDocument();
    expect(screen.getByText('公示期已结束')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载 拟认定名单.csv（CSV 表格 · 50 KB）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '关于组织申报2025年专精特新奖励资金的通知' })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/41');
    await waitFor(() => expect(document.title).toBe('公示公告详情'));
  });

  it('shows the server message when the attachment cannot be downloaded', async () => {
    server.use(
      portalHandler('post', '/api/announcement/{id}/attachments/{attachmentId}/download', () => ({ status: 404, body: errorEnvelope(404, '附件不存在') })),
    );
    renderScreens({ path: '/findpolicy/PublicAnnouncement/detail/61', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '下载 拟认定名单.csv（CSV 表格 · 50 KB）' }, { timeout: 15_000 }));
    expect(await screen.findByText('附件不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
