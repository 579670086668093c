import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_HEADER_CLASS } from '@smes/ui';
import { PrintStyles } from './print-styles';

describe('PrintStyles', () => {
  it('leave out the site header, found by the class the layout gives it', () => {
    render(<PrintStyles />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(new RegExp(`@media print\\{[^}]*\\.${APP_HEADER_CLASS},nav,footer`));
  });
});
