import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Theme } from '@mui/material/styles';
import { renderWithTheme } from '../testing/render-with-theme';
import { DEFAULT_VIEWPORT, setViewport } from '../testing/viewport';
import { useMediaMatch } from './use-media-match';

function Probe({ query }: { query: string | ((theme: Theme) => string) }) {
  return <output>{useMediaMatch(query) ? 'matches' : 'does not match'}</output>;
}

const phone = (theme: Theme) => theme.breakpoints.down('sm');

describe('useMediaMatch (what the apps asked of MUI useMediaQuery, ADR 133)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setViewport(DEFAULT_VIEWPORT.width);
  });

  it("answers the theme's breakpoint at the first render, on a phone and on a wide screen", () => {
    setViewport(375);
    const { unmount } = renderWithTheme(<Probe query={phone} />);
    expect(screen.getByRole('status')).toHaveTextContent('matches');
    unmount();
    setViewport(1024);
    renderWithTheme(<Probe query={phone} />);
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
  });

  it('answers again when the screen changes, for a plain query too', async () => {
    setViewport(1024);
    renderWithTheme(<Probe query="(max-width: 599.95px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
    await act(async () => setViewport(375));
    expect(screen.getByRole('status')).toHaveTextContent('matches');
    await act(async () => setViewport(800));
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
  });

  it('takes a query written with @media, as the theme writes it', () => {
    setViewport(375);
    renderWithTheme(<Probe query="@media (max-width: 599.95px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('matches');
  });

  it('matches nothing where the DOM has no matchMedia', () => {
    setViewport(375);
    vi.stubGlobal('matchMedia', undefined);
    renderWithTheme(<Probe query={phone} />);
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
  });
});
