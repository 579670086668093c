import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppTheme } from '@smes/ui';
import { WHAT_IF_KEY_FIELDS } from './what-if';
import { WhatIfPanel } from './what-if-panel';
import type { WhatIfPanelProps } from './what-if-panel';

const noop = () => undefined;

function panel(props: Partial<WhatIfPanelProps>) {
  return (
    <AppTheme>
      <WhatIfPanel keys={WHAT_IF_KEY_FIELDS} values={{}} errors={{}} changedCount={0} onChange={noop} onReset={noop} onSave={noop} saving={false} {...props} />
    </AppTheme>
  );
}

describe('WhatIfPanel', () => {
  it('draws the 已修改 chip from the start, hidden until a figure is changed, so the first key mounts nothing', () => {
    const { rerender } = render(panel({ changedCount: 0 }));
    const chip = screen.getByText('已修改 0 项');
    expect(chip).not.toBeVisible();
    rerender(panel({ changedCount: 2 }));
    // The same element, shown.
    expect(chip).toHaveTextContent('已修改 2 项');
    expect(chip).toBeVisible();
  });

  it('says 正在重新测算… while the report above is not yet re-scored, on a line that stays when it is', () => {
    const { rerender } = render(panel({ changedCount: 1, rescoring: true }));
    const region = screen.getByRole('region', { name: '模拟测算' });
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent('正在重新测算…');
    rerender(panel({ changedCount: 1, rescoring: false }));
    expect(status).toBeInTheDocument();
    expect(status).not.toHaveTextContent('正在重新测算…');
  });
});
