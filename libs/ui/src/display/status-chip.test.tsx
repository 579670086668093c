import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hexToRgb } from '@mui/material/styles';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/create-app-theme';
import { STATUS_TONES, StatusChip } from './status-chip';

function textColorOf(label: string): string {
  return rgb(getComputedStyle(screen.getByText(label).closest('.MuiChip-root') as HTMLElement).color);
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
});
