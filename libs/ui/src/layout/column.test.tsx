import { afterEach, describe, expect, it } from 'vitest';
// The test compares the column with what it replaced, MUI's Container, drawn side by side.
import Container from '@mui/material/Container';
import { renderWithTheme } from '../testing/render-with-theme';
import { DEFAULT_VIEWPORT, setViewport } from '../testing/viewport';
import { Column } from './column';

const BOX = ['width', 'max-width', 'margin-left', 'margin-right', 'padding-left', 'padding-right', 'padding-top', 'box-sizing', 'text-align'] as const;

function boxOf(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(BOX.map((name) => [name, style.getPropertyValue(name)]));
}

describe('Column (a centred column as MUI Container drew it, ADR 133)', () => {
  afterEach(() => setViewport(DEFAULT_VIEWPORT.width));

  it.each([375, 700, 1280])('lays out as Container at %i px: the header row, the nav, the footer, a page, a status page', (width) => {
    setViewport(width);
    const { container } = renderWithTheme(
      <>
        <Container maxWidth="lg" disableGutters />
        <Column maxWidth="lg" gutters={false} />
        <Container maxWidth="lg" />
        <Column maxWidth="lg" />
        <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3, md: 4 }, px: { xs: 2, sm: 3 } }} />
        <Column maxWidth="md" sx={{ py: { xs: 2, sm: 3, md: 4 } }} />
        <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} />
        <Column maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} />
      </>,
    );
    const drawn = [...container.children];
    expect(drawn).toHaveLength(8);
    for (let index = 0; index < drawn.length; index += 2) {
      expect(boxOf(drawn[index + 1]!), `pair ${index / 2}`).toEqual(boxOf(drawn[index]!));
    }
    // What a wide screen shows: the column stops at the breakpoint's width.
    if (width === 1280) expect(boxOf(drawn[1]!)['max-width']).toBe('1200px');
    if (width === 375) expect(boxOf(drawn[3]!)['padding-left']).toBe('16px');
  });
});
