import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
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
});
