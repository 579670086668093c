import Alert from '@mui/material/Alert';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { PlainAlert, type PlainAlertSeverity } from './plain-alert';

const SEVERITIES: PlainAlertSeverity[] = ['success', 'info', 'warning', 'error'];
const STYLE_KEYS = ['color', 'backgroundColor', 'display', 'alignItems', 'padding', 'fontSize', 'fontWeight', 'borderRadius'] as const;

/** What a person sees of an alert: its box's colours, type and spacing, and its icon's colour and size. */
function looks(element: HTMLElement) {
  const style = getComputedStyle(element);
  const icon = element.firstElementChild as HTMLElement;
  return { ...Object.fromEntries(STYLE_KEYS.map((key) => [key, style[key]])), iconColor: getComputedStyle(icon).color, iconSize: getComputedStyle(icon).fontSize, iconPaths: icon.innerHTML.match(/ d="[^"]+"/g) };
}

describe('PlainAlert (ADR 123)', () => {
  it('looks as MUI’s Alert does in the theme, standard and filled, for every severity', () => {
    for (const variant of ['standard', 'filled'] as const) {
      for (const severity of SEVERITIES) {
        const { unmount } = renderWithTheme(
          <>
            <Alert severity={severity} variant={variant} data-testid="mui">
              文字
            </Alert>
            <PlainAlert severity={severity} variant={variant} role="status">
              文字
            </PlainAlert>
          </>,
        );
        expect(looks(screen.getByRole('status')), `${variant} ${severity}`).toEqual(looks(screen.getByTestId('mui')));
        unmount();
      }
    }
  });

  it('is an alert by default, draws a 关闭 button for onClose, and an action instead when it has one', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithTheme(
      <PlainAlert severity="warning" onClose={onClose}>
        数据刷新失败
      </PlainAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('数据刷新失败');
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    renderWithTheme(
      <PlainAlert severity="warning" onClose={onClose} action={<button type="button">重试</button>}>
        数据刷新失败
      </PlainAlert>,
    );
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });
});
