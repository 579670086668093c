import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildInterpretationDetail, buildInterpretationSummary, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>一图读懂</title></svg>';
let pictureRequests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  pictureRequests = 0;
  server.use(
    portalHandler('get', '/api/interpretation/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const type = query.get('type') === 'text' ? 'text' : 'graphic';
      return { status: 200, body: okEnvelope(buildContentPage([buildInterpretationSummary({ id: 31, type, title: `${type} 解读` })])) };
    }),
    portalHandler('get', '/api/interpretation/{id}', ({ params }) => ({
      status: 200,
      body: okEnvelope(buildInterpretationDetail({ id: Number(params.id), title: '一图读懂专精特新若干措施' })),
    })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/interpretation/{id}/picture', () => {
      pictureRequests += 1;
      return new Response(PICTURE, { status: 200, headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  );
});

describe('政策解读', { timeout: 60_000 }, () => {
  it('lists interpretations with their policy and filters by type through the URL', async () => {
    const { router } = renderScreens({ path: '/findpolicy/PolicyInterpretation', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '政策解读列表' }, { timeout: 15_000 });
    expect(within(list).getByRole('link', { name: '关于促进专精特新中小企业高质量发展的若干措施' })).toHaveAttribute(
      'href',
      '/findpolicy/policyNoticeDetails/501',
    );
    await userEvent.click(screen.getByRole('tab', { name: '文字解读' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=text'), { timeout: 15_000 });
    expect(await screen.findByRole('link', { name: 'text 解读' }, { timeout: 15_000 })).toHaveAttribute('href', '/findpolicy/PolicyInterpretation/detail/31');
    expect(listQueries.at(-1)?.get('type')).toBe('text');
    await waitFor(() => expect(document.title).toBe('政策解读'));
  });

  it('shows key points as cards and links back to the original policy', async () => {
    renderScreens({ path: '/findpolicy/PolicyInterpretation/detail/31', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '一图读懂专精特新若干措施' }, { timeout: 15_000 })).toBeInTheDocument();
    const points = screen.getByRole('region', { name: '解读要点' });
    expect(within(points).getAllByRole('listitem')).toHaveLength(2);
    const policyLinks = screen.getAllByRole('link', { name: '关于促进专精特新中小企业高质量发展的若干措施' });
    expect(policyLinks.length).toBeGreaterThan(0);
    for (const link of policyLinks) expect(link).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/501');
    await waitFor(() => expect(document.title).toBe('政策解读详情'));
  });

  it('opens at the paragraph an AI 助手 citation points at', async () => {
    renderScreens({ path: '/findpolicy/PolicyInterpretation/detail/32?clause=0', screens: portalScreens });
    const clause = await waitFor(() => {
      const element = document.getElementById('clause-0');
      expect(element).not.toBeNull();
      return element;
    }, { timeout: 15_000 });
    expect(clause).toHaveTextContent('为帮助企业准确理解政策，现就有关要点解读如下。');
    expect(clause).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(clause).toHaveFocus());
  });

  it('shows the picture of a 一图读懂 with the text alternative that says what it shows', async () => {
    renderScreens({ path: '/findpolicy/PolicyInterpretation/detail/31', screens: portalScreens });
    const section = await screen.findByRole('region', { name: '一图读懂' }, { timeout: 15_000 });
    const picture = await within(section).findByRole('img', {}, { timeout: 15_000 });
    expect(picture).toHaveAttribute('alt', buildInterpretationDetail().picture?.alt);
    expect(picture).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PICTURE)}`);
  });

  it('shows no picture for a text reading and does not ask for one', async () => {
    server.use(
      portalHandler('get', '/api/interpretation/{id}', ({ params }) => ({
        status: 200,
        body: okEnvelope(buildInterpretationDetail({ id: Number(params.id), type: 'text', title: '专精特新若干措施政策解读' })),
      })),
    );
    renderScreens({ path: '/findpolicy/PolicyInterpretation/detail/32', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '专精特新若干措施政策解读' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '一图读懂' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(pictureRequests).toBe(0);
  });
});
