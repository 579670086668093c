import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AppTheme } from './app-theme';
import { createAppTheme } from './create-app-theme';
import { FONT_FAMILY } from './tokens';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <dl>
      <dt>mode</dt>
      <dd>{theme.palette.mode}</dd>
      <dt>primary</dt>
      <dd>{theme.palette.primary.main}</dd>
    </dl>
  );
}

describe('AppTheme', () => {
  it('uses the Chinese font stack', () => {
    expect(FONT_FAMILY).toBe('"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif');
    expect(createAppTheme().typography.fontFamily).toBe(FONT_FAMILY);
  });

  it('provides a deep blue primary, a warm secondary and the header tokens', () => {
    const theme = createAppTheme('light');
    expect(theme.palette.primary.main).toBe('#0b4ea2');
    expect(theme.palette.secondary.main).toBe('#b35a00');
    expect(theme.palette.header.nav).toBe(theme.palette.primary.main);
  });

  it('builds plain themes without colour schemes or CSS variables, which the theme provider relies on', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(mode);
      expect(theme).not.toHaveProperty('colorSchemes');
      expect(theme.vars).toBeUndefined();
    }
  });

  it("applies MUI's zh-CN component texts", async () => {
    render(
      <AppTheme>
        <Alert onClose={() => undefined}>已保存</Alert>
      </AppTheme>,
    );
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('switches to the dark palette', () => {
    render(
      <AppTheme mode="dark">
        <ThemeProbe />
      </AppTheme>,
    );
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  it('defaults to the light palette', () => {
    render(
      <AppTheme>
        <ThemeProbe />
      </AppTheme>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(screen.getByText('#0b4ea2')).toBeInTheDocument();
  });

  it('underlines a link inside running text but not a title link, so colour is never the only cue', () => {
    render(
      <AppTheme>
        <Typography>
          原文政策：<Link href="/policy/1">短标题</Link>（浙财企〔2026〕24号）
        </Typography>
        <Typography component="h3" variant="h6">
          <Link href="/policy/2">卡片标题</Link>
        </Typography>
      </AppTheme>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: '短标题' })).textDecoration).toContain('underline');
    expect(getComputedStyle(screen.getByRole('link', { name: '卡片标题' })).textDecoration).not.toContain('underline');
  });
});
