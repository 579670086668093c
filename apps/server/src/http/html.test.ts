import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const value = `<a href="x" onclick='y'>&</a>`;
    expect(html`<p title="${value}">${value}</p>`.value).toBe(
      '<p title="&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;">&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;</p>',
    );
  });

  it('nests fragments and lists without escaping them twice', () => {
    const items = ['<1>', '2'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>&lt;1&gt;</li><li>2</li></ul>');
  });

  it('renders nothing for null, undefined and false, and numbers as text', () => {
    expect(html`[${null}${undefined}${false}${0}]`.value).toBe('[0]');
  });

  it('passes trusted markup through', () => {
    expect(html`<style>${trustedHtml('a>b{}')}</style>`.value).toBe('<style>a>b{}</style>');
    expect(escapeHtml('a>b')).toBe('a&gt;b');
  });
});
