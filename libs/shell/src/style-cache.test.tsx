import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppTheme } from '@smes/ui';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { createStyleCache, readCspNonce } from './style-cache';

describe('readCspNonce', () => {
  it('reads the nonce nginx wrote into the csp-nonce meta element', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="3f2a9c">';
    expect(readCspNonce(doc)).toBe('3f2a9c');
  });

  it('is undefined without the meta element', () => {
    expect(readCspNonce(document.implementation.createHTMLDocument())).toBeUndefined();
  });
});

describe('createStyleCache', () => {
  it('stamps the nonce on every style element MUI inserts', () => {
    render(
      <CacheProvider value={createStyleCache('n0nce-for-test')}>
        <AppTheme>
          <Button>提交</Button>
        </AppTheme>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => (style as HTMLStyleElement).nonce === 'n0nce-for-test' || style.getAttribute('nonce') === 'n0nce-for-test')).toBe(true);
  });
});
