import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildRegionTree, buildTalentFacets, buildTalentSummary, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let queries: Record<string, string>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  queries = [];
  localStorage.removeItem('token');
  server.use(
    portalHandler('get', '/api/talent/list', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return { status: 200, body: okEnvelope(buildContentPage([buildTalentSummary(), buildTalentSummary({ id: 8, displayName: '陈女士', title: '注册会计师', payUnit: 'day', payMin: 1800, payMax: 2600 })])) };
    }),
    portalHandler('get', '/api/talent/facets', () => ({ status: 200, body: okEnvelope(buildTalentFacets()) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('找人才', { timeout: 60_000 }, () => {
  it('lists people with their pay and links to their profile, and sends the address’s filters', async () => {
    renderScreens({ path: '/talent?skill=PLC编程&payUnit=day&payMax=2000&experienceMin=10', screens: portalScreens });
    expect(await screen.findByRole('link', { name: '陈女士 · 注册会计师' }, { timeout: 15_000 })).toHaveAttribute('href', '/talent/detail/8');
    await waitFor(() => expect(document.title).toBe('找人才'));
    expect(screen.getByText('1,800–2,600 元/天')).toBeInTheDocument();
    expect(screen.getByText('共找到 2 位人才')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ skill: 'PLC编程', payUnit: 'day', payMax: '2000', experienceMin: '10' });
    expect(screen.getByText('预算不高于：2,000 元/天')).toBeInTheDocument();
  });
});
