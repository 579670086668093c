import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import { AppTheme } from '../theme/app-theme';

/** Renders inside AppTheme, as the apps do. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ({ children }) => <AppTheme>{children}</AppTheme>, ...options });
}
