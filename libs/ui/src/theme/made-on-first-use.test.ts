import { createTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse (ADR 130)', () => {
  it('makes nothing until the object is used, then makes it once and answers as it', () => {
    const make = vi.fn(() => ({ palette: { mode: 'light' }, spacing: (n: number) => `${n * 8}px` }));
    const theme = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(theme.palette.mode).toBe('light');
    expect(theme.spacing(2)).toBe('16px');
    expect('palette' in theme).toBe(true);
    expect('vars' in theme).toBe(false);
    expect(Object.keys(theme)).toEqual(['palette', 'spacing']);
    expect({ ...theme }.palette).toBe(theme.palette);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('stands in for MUI’s default theme as createTheme() makes it: every key, the same values', () => {
    const lazy = madeOnFirstUse(() => createTheme());
    const eager = createTheme();
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(eager).sort());
    expect(lazy.palette.primary.main).toBe(eager.palette.primary.main);
    expect(lazy.spacing(3)).toBe(eager.spacing(3));
    expect(lazy.breakpoints.up('md')).toBe(eager.breakpoints.up('md'));
    expect(JSON.stringify(lazy.typography)).toBe(JSON.stringify(eager.typography));
  });
});
