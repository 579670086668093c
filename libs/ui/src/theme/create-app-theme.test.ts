import { createTheme } from '@mui/material/styles';
import type * as MuiStyles from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@mui/material/styles', async (importOriginal) => {
  const actual = await importOriginal<typeof MuiStyles>();
  return { ...actual, createTheme: vi.fn(actual.createTheme) };
});

describe('lightTheme (ADR 130)', () => {
  it('is not made while the module is evaluated, then made once, on first use', async () => {
    const { lightTheme } = await import('./create-app-theme');
    expect(createTheme).not.toHaveBeenCalled();
    const first = lightTheme();
    expect(lightTheme()).toBe(first);
    expect(createTheme).toHaveBeenCalledTimes(1);
    expect(first.palette.mode).toBe('light');
    expect(first.palette.header).toBeDefined();
  });
});
