import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hexToRgb } from '@mui/material/styles';
import { renderWithTheme } from '../testing/render-with-theme';
import { lightTheme } from '../theme/create-app-theme';
import { ListRow } from './list-row';

const theme = lightTheme();

describe('ListRow', () => {
  it('is a list item with the theme divider under it', () => {
    renderWithTheme(
      <ul aria-label="最新政策">
        <ListRow>关于印发专精特新企业培育办法的通知</ListRow>
        <ListRow>第二条</ListRow>
      </ul>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const style = getComputedStyle(rows[0] as HTMLElement);
    expect(style.borderBottomStyle).toBe('solid');
    expect(style.borderBottomWidth).toBe('1px');
    expect(toRgba(style.borderBottomColor)).toBe(toRgba(theme.palette.divider));
    expect(style.paddingTop).toBe('10px');
  });
});

/** The palette and the DOM may each answer in hex or rgb(): compare both as rgb() without spaces. */
function toRgba(color: string): string {
  return (color.startsWith('#') ? hexToRgb(color) : color).replace(/\s/g, '');
}
