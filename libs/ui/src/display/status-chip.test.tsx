import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { hexToRgb } from '@mui/material/styles';
import { renderWithTheme } from '../testing/render-with-theme';
import { lightTheme } from '../theme/create-app-theme';
import { AppTheme } from '../theme/app-theme';
import { STATUS_CHIP_CLASS, STATUS_TONES, StatusChip } from './status-chip';

const theme = lightTheme();

function textColorOf(label: string): string {
  return rgb(getComputedStyle(screen.getByText(label).closest(`.${STATUS_CHIP_CLASS}`) as HTMLElement).color);
}

/** The palette mixes hex and rgb() values, and so may the DOM's computed style: compare both as rgb(). */
function rgb(color: string): string {
  return color.startsWith('#') ? hexToRgb(color) : color;
}

describe('StatusChip', () => {
  it('maps the declaration window statuses to tones', () => {
    expect(STATUS_TONES.open).toBe('success');
    expect(STATUS_TONES.upcoming).toBe('info');
    expect(STATUS_TONES.closed).toBe('neutral');
  });

  it('colours each status from the theme palette', () => {
    renderWithTheme(
      <>
        <StatusChip status="open" label="申报中" />
        <StatusChip status="upcoming" label="未开始" />
        <StatusChip status="closed" label="已截止" />
        <StatusChip status="something-new" label="其他" />
      </>,
    );
    expect(textColorOf('申报中')).toBe(rgb(theme.palette.success.dark));
    expect(textColorOf('未开始')).toBe(rgb(theme.palette.info.dark));
    expect(textColorOf('已截止')).toBe(rgb(theme.palette.text.secondary));
    expect(textColorOf('其他')).toBe(rgb(theme.palette.text.secondary));
  });

  it('is one line of 13 px type, 24 px high, as MUI’s small chip was', () => {
    renderWithTheme(<StatusChip status="open" label="申报中" />);
    const chip = screen.getByText('申报中');
    expect(chip.tagName).toBe('SPAN');
    const style = getComputedStyle(chip);
    expect([style.whiteSpace, style.height, style.fontSize, style.fontWeight]).toEqual(['nowrap', '24px', '13px', '500']);
  });

  it('takes 关怀模式’s body2 size (18 px) there', async () => {
    render(
      <AppTheme initialCareMode>
        <StatusChip status="open" label="申报中" />
      </AppTheme>,
    );
    expect(getComputedStyle(await screen.findByText('申报中')).fontSize).toBe('18px');
  });
});
