import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { watchHistoryTraversal } from './history-traversal';
import { RenderInTurn } from './render-in-turn';

const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);
const spacer = (container: HTMLElement) => container.querySelector('[data-render-in-turn="pending"]');

/** One timer turn: the next block's timer fires and its transition renders and commits. */
async function nextTurn() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

describe('RenderInTurn', () => {
  it('draws the immediate blocks with the page and each further block in a later turn, in order', async () => {
    const { container } = renderWithTheme(
      <RenderInTurn immediate={2}>
        <h2>一</h2>
        <h2>二</h2>
        <h2>三</h2>
        <h2>四</h2>
      </RenderInTurn>,
    );
    expect(headings()).toEqual(['一', '二']);
    expect(spacer(container)).toHaveAttribute('aria-hidden', 'true');
    await nextTurn();
    expect(headings()).toEqual(['一', '二', '三']);
    await nextTurn();
    expect(headings()).toEqual(['一', '二', '三', '四']);
    // Everything is there: the spacer that held the footer out of sight is gone.
    expect(spacer(container)).toBeNull();
  });

  it('gives no turn to a block this visitor does not get', async () => {
    const { container } = renderWithTheme(
      <RenderInTurn>
        <h2>一</h2>
        {null}
        {false}
        <h2>二</h2>
      </RenderInTurn>,
    );
    expect(headings()).toEqual(['一']);
    await nextTurn();
    expect(headings()).toEqual(['一', '二']);
    expect(spacer(container)).toBeNull();
  });

  it('draws at once, without a spacer, when every block is immediate', () => {
    const { container } = renderWithTheme(
      <RenderInTurn immediate={5}>
        <h2>一</h2>
        <h2>二</h2>
      </RenderInTurn>,
    );
    expect(headings()).toEqual(['一', '二']);
    expect(spacer(container)).toBeNull();
  });

  it('keeps a drawn block mounted when the page re-renders', async () => {
    const page = (label: string) => (
      <RenderInTurn>
        <h2>{label}</h2>
        <h2>计数</h2>
      </RenderInTurn>
    );
    const { rerender } = renderWithTheme(page('甲'));
    await nextTurn();
    const drawn = screen.getByRole('heading', { name: '计数' });
    rerender(page('乙'));
    expect(headings()).toEqual(['乙', '计数']);
    expect(screen.getByRole('heading', { name: '计数' })).toBe(drawn);
  });

  describe('in an app', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    /** Whether the block found the page still waiting for a later block when it was drawn. */
    const drawnWithPending: boolean[] = [];
    function FirstBlock() {
      useLayoutEffect(() => {
        drawnWithPending.push(document.querySelector('[data-render-in-turn="pending"]') !== null);
      }, []);
      return <h2>一</h2>;
    }
    function ListPage() {
      return (
        <RenderInTurn immediate={0}>
          <FirstBlock />
          <h2>二</h2>
        </RenderInTurn>
      );
    }

    it('draws in turns on the first load and on a link, and whole on going back, so the browser can restore the scroll', async () => {
      watchHistoryTraversal();
      window.history.replaceState(null, '', '/list');
      const router = createBrowserRouter([
        { path: '/list', Component: ListPage },
        { path: '/detail', Component: () => <h1>详情</h1> },
      ]);
      renderWithTheme(<RouterProvider router={router} />);
      // The first load is a POP too, and is drawn in turns.
      await waitFor(() => expect(headings()).toEqual(['一', '二']));
      expect(drawnWithPending).toEqual([true]);

      await act(() => router.navigate('/detail'));
      expect(headings()).toEqual(['详情']);
      await act(() => router.navigate('/list'));
      await waitFor(() => expect(headings()).toEqual(['一', '二']));
      expect(drawnWithPending).toEqual([true, true]);

      // Back to the detail, and back again to the list: drawn in one piece.
      act(() => window.history.back());
      await screen.findByRole('heading', { name: '详情' });
      act(() => window.history.back());
      await waitFor(() => expect(headings()).toEqual(['一', '二']));
      expect(drawnWithPending).toEqual([true, true, false]);
      router.dispose();
    });
  });
});
