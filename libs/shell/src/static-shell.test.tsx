import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATIC_SHELL_ID, useRemoveStaticShell } from './static-shell';

function Drawn() {
  useRemoveStaticShell();
  return <p>drawn</p>;
}

describe('useRemoveStaticShell', () => {
  it('removes the static shell in the commit that draws the component', () => {
    const shell = document.createElement('div');
    shell.id = STATIC_SHELL_ID;
    document.body.append(shell);
    const { getByText } = render(<Drawn />);
    // Synchronously after render: the layout effect ran before anything could paint.
    expect(getByText('drawn')).toBeInTheDocument();
    expect(document.getElementById(STATIC_SHELL_ID)).toBeNull();
  });

  it('does nothing where there is no shell (tests, a second layout)', () => {
    expect(() => render(<Drawn />)).not.toThrow();
  });
});
