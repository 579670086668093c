import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AppTheme } from './app-theme';
import { createAppTheme } from './theme-variants';
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

  it('switches to the dark palette', async () => {
    render(
      <AppTheme mode="dark">
        <ThemeProbe />
      </AppTheme>,
    );
    expect(await screen.findByText('dark')).toBeInTheDocument();
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

/** A fresh app-theme.tsx (nothing fetched yet) whose theme-variants.ts records being loaded, or fails like an offline fetch. */
async function freshAppTheme({ offline = false } = {}) {
  vi.resetModules();
  const loads = { count: 0 };
  vi.doMock('./theme-variants', async (importOriginal) => {
    loads.count += 1;
    if (offline) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const module = await import('./app-theme');
  // The same (fresh) context as that AppTheme provides.
  const { useCareMode: useFreshCareMode } = await import('./care-mode');
  return { ...module, useFreshCareMode, loads };
}

describe('the theme variants, fetched when first drawn (ADR 129)', () => {
  afterEach(() => {
    vi.doUnmock('./theme-variants');
    vi.resetModules();
  });

  it('draws the normal theme without fetching them', async () => {
    const { AppTheme: FreshAppTheme, loads } = await freshAppTheme();
    render(
      <FreshAppTheme>
        <ThemeProbe />
      </FreshAppTheme>,
    );
    expect(screen.getByText('#0b4ea2')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
  });

  it('draws nothing in 关怀模式 until its theme is here, then the care theme from the first frame', async () => {
    const { AppTheme: FreshAppTheme, loads } = await freshAppTheme();
    const primaries: string[] = [];
    function Recorder() {
      primaries.push(useTheme().palette.primary.main);
      return <ThemeProbe />;
    }
    render(
      <FreshAppTheme initialCareMode>
        <Recorder />
      </FreshAppTheme>,
    );
    expect(screen.queryByText('light')).not.toBeInTheDocument();
    expect(await screen.findByText('light')).toBeInTheDocument();
    expect(loads.count).toBe(1);
    // Never the normal theme's primary: 关怀模式's darker blue from the first render on.
    expect(new Set(primaries)).toEqual(new Set([createAppTheme('light', { careMode: true }).palette.primary.main]));
  });

  it('is fetched before the first render as the app starts when 关怀模式 is remembered, and only then', async () => {
    const { needsThemeVariants } = await freshAppTheme();
    expect(needsThemeVariants('light', false)).toBe(false);
    expect(needsThemeVariants('light', true)).toBe(true);
    expect(needsThemeVariants('dark', false)).toBe(true);
  });

  it('switched on after the theme arrived ahead of the press (the switch fetches it on hover), keeps the page mounted: what was typed stays', async () => {
    const { AppTheme: FreshAppTheme, useFreshCareMode, loadThemeVariants: freshLoad } = await freshAppTheme();
    let mounts = 0;
    function Page() {
      const { careMode, setCareMode } = useFreshCareMode();
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <>
          <input aria-label="资金用途" />
          <button type="button" role="switch" aria-checked={careMode} onClick={() => setCareMode(!careMode)}>
            关怀模式
          </button>
          <ThemeProbe />
        </>
      );
    }
    render(
      <FreshAppTheme>
        <Page />
      </FreshAppTheme>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '资金用途' }), '采购伺服电机');
    // The pointer over the switch asked for the theme, and it arrived before the press.
    await act(async () => {
      await freshLoad();
    });
    const toggle = screen.getByRole('switch', { name: '关怀模式' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeInTheDocument();
    expect(screen.getByText(createAppTheme('light', { careMode: true }).palette.primary.main)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '资金用途' })).toHaveValue('采购伺服电机');
    expect(mounts).toBe(1);
  });

  it('offline, draws the normal theme and reports 关怀模式 off', async () => {
    const { AppTheme: FreshAppTheme, useFreshCareMode, loads } = await freshAppTheme({ offline: true });
    function CareProbe() {
      return <output aria-label="关怀模式">{String(useFreshCareMode().careMode)}</output>;
    }
    render(
      <FreshAppTheme initialCareMode>
        <ThemeProbe />
        <CareProbe />
      </FreshAppTheme>,
    );
    expect(await screen.findByText('#0b4ea2')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '关怀模式' })).toHaveTextContent('false');
    expect(loads.count).toBe(1);
  });
});
