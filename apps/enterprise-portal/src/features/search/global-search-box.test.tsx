import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { buildSearchSuggestion, okEnvelope, portalHandler } from '@smes/api/testing';
import { DEFAULT_CONFIG } from '@smes/config';
import { AppProviders } from '@smes/shell';
import { GlobalSearchBox } from './global-search-box';

// The suggestions' chunk arrives when the test says so: what happens before and while it takes over is the point.
// Once loaded it stays loaded for the page's later boxes, so the tests run in this order.
const chunk = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./suggesting-search-field', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const server = setupServer();
const suggests: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  suggests.length = 0;
  server.use(
    portalHandler('get', '/api/search/suggest', ({ request }) => {
      suggests.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return { status: 200, body: okEnvelope([buildSearchSuggestion({ text: '高新技术企业认定', segments: [{ text: '高新技术企业认定', hit: true }] })]) };
    }),
  );
});

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <GlobalSearchBox label="全站搜索" placeholder="搜政策" /> },
      { path: '/search', element: <p>结果页</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <AppProviders config={DEFAULT_CONFIG} appName="测试门户" appOrigin={DEFAULT_CONFIG.portalOrigin}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, box: () => screen.getByRole<HTMLInputElement>('combobox', { name: '搜索关键词' }) };
}

describe('the global search box before and after its suggestions load', { timeout: 30_000 }, () => {
  it('is the same combobox before its suggestions load, and Enter searches for what was typed', async () => {
    const { router, box } = renderBox();
    const field = box();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(field, '专精特新{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('专精特新');
  });

  it('takes over after a composition (pinyin being typed) with the text, the caret and the focus, then suggests', async () => {
    const { box } = renderBox();
    const plain = box();
    await userEvent.type(plain, '高企');
    plain.setSelectionRange(1, 1);
    fireEvent.compositionStart(plain);
    await act(async () => {
      chunk.arrive();
      await import('./suggesting-search-field');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The chunk is in: it would have taken over by now, and replacing the input would drop the composition.
    expect(box()).toBe(plain);
    fireEvent.compositionEnd(plain);
    await waitFor(() => expect(box()).not.toBe(plain));
    const field = box();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('高企');
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1]);
    await userEvent.keyboard('新');
    expect(field).toHaveValue('高新企');
    expect(await screen.findByRole('option', { name: /高新技术企业认定/ })).toBeInTheDocument();
    // One request, after the pause that followed the last key.
    expect(suggests).toEqual(['高新企']);
  });

  it('starts with suggestions once they are loaded', async () => {
    const { box } = renderBox();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box(), '高企');
    expect(await screen.findByRole('option', { name: /高新技术企业认定/ })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });
});
