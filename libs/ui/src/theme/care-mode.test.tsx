import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CareModeSwitch } from '../layout/care-mode-switch';
import { AppTheme } from './app-theme';
import { readCareModePreference, writeCareModePreference } from './care-mode';
import { CARE_TOUCH_TARGET_PX } from './create-app-theme';
import { createAppTheme } from './theme-variants';

function px(value: string): number {
  return Number.parseFloat(value);
}

function ThemeProbe() {
  const theme = useTheme();
  return <output aria-label="次要文字颜色">{theme.palette.text.secondary}</output>;
}

describe('关怀模式 theme variant', () => {
  it('sets body text to at least 18 px, body2 and buttons included', () => {
    const care = createAppTheme('light', { careMode: true });
    const normal = createAppTheme('light');
    // MUI writes these in rem of a 16 px root.
    expect(px(String(care.typography.body1.fontSize)) * 16).toBeGreaterThanOrEqual(18);
    expect(px(String(care.typography.body2.fontSize)) * 16).toBeGreaterThanOrEqual(18);
    expect(px(String(care.typography.button.fontSize)) * 16).toBeGreaterThanOrEqual(18);
    expect(px(String(normal.typography.body1.fontSize)) * 16).toBeLessThan(18);
  });

  it('draws the page body at 18 px or more, and 44 px touch targets', async () => {
    render(
      <AppTheme initialCareMode>
        <Typography>正文</Typography>
        <Button>提交</Button>
        <IconButton aria-label="关闭">×</IconButton>
      </AppTheme>,
    );
    await screen.findByText('正文');
    expect(px(getComputedStyle(document.body).fontSize)).toBeGreaterThanOrEqual(18);
    expect(px(getComputedStyle(screen.getByText('正文')).fontSize)).toBeGreaterThanOrEqual(18);
    expect(px(getComputedStyle(screen.getByRole('button', { name: '提交' })).minHeight)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
    expect(px(getComputedStyle(screen.getByRole('button', { name: '关闭' })).minWidth)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
  });

  it('leaves the normal theme as it was', () => {
    render(
      <AppTheme>
        <Typography>正文</Typography>
      </AppTheme>,
    );
    expect(px(getComputedStyle(document.body).fontSize)).toBeLessThan(18);
  });
});

describe('关怀模式 switch and its memory', () => {
  it('is a switch announcing its state; turning it on changes the theme and remembers it', async () => {
    render(
      <AppTheme>
        <CareModeSwitch />
        <ThemeProbe />
      </AppTheme>,
    );
    const toggle = screen.getByRole('switch', { name: '关怀模式' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const normalSecondary = screen.getByRole('status', { name: '次要文字颜色' }).textContent;

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('status', { name: '次要文字颜色' }).textContent).not.toBe(normalSecondary);
    expect(readCareModePreference()).toBe(true);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(readCareModePreference()).toBe(false);
  });

  it('starts in 关怀模式 when the browser remembers it, from the first render', async () => {
    writeCareModePreference(true);
    let firstRenderSecondary: string | undefined;
    function FirstRender() {
      const theme = useTheme();
      firstRenderSecondary ??= theme.palette.text.secondary;
      return null;
    }
    render(
      <AppTheme>
        <FirstRender />
        <CareModeSwitch />
      </AppTheme>,
    );
    expect(await screen.findByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true');
    expect(firstRenderSecondary).toBe(createAppTheme('light', { careMode: true }).palette.text.secondary);
  });

  it('reads only its own cookie value', () => {
    expect(readCareModePreference({ cookie: 'a=1; care_mode=1; b=2' })).toBe(true);
    expect(readCareModePreference({ cookie: 'care_mode=10; xcare_mode=1' })).toBe(false);
    expect(readCareModePreference({ cookie: '' })).toBe(false);
    expect(readCareModePreference(undefined)).toBe(false);
  });

  it('survives clearing local storage, which the spec does at logout and token expiry', () => {
    writeCareModePreference(true);
    localStorage.clear();
    expect(readCareModePreference()).toBe(true);
  });
});
