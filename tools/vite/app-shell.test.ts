import { describe, expect, it } from 'vitest';
import { appShellCss, shellPagesHtml, shellRoutesFor } from './app-shell.ts';

const pages = {
  declarationProjectList: {
    path: '/findpolicy/DeclarationProject',
    title: '申报项目',
    lead: '按申报窗口 <实时> 更新',
    breadcrumbs: [{ label: '首页' }, { label: '找政策' }, { label: '申报项目' }],
  },
};

describe('the static app shell built from the page headers (tools/vite/app-shell.ts)', () => {
  it('names a variant per page beside the home hero, for nginx and the dev servers', () => {
    expect(shellRoutesFor(pages)).toEqual({ home: ['/', '/home'], declarationProjectList: ['/findpolicy/DeclarationProject'] });
    expect(() => shellRoutesFor({ 'bad name': pages.declarationProjectList })).toThrow(/bad variant name/);
  });

  it('writes each header as escaped text, shown only for its own variant', () => {
    const html = shellPagesHtml(pages);
    expect(html).toContain('data-page="declarationProjectList"');
    expect(html).toContain('<h1>申报项目</h1><p>按申报窗口 &lt;实时&gt; 更新</p>');
    // Every crumb but the page itself is followed by a separator.
    expect(html).toContain('<span>首页</span><i></i><span>找政策</span><i></i><span class="shell-here">申报项目</span>');
    const css = appShellCss(pages);
    expect(css).toContain('.shell-page{display:none}');
    expect(css).toContain('#app-shell[data-route="declarationProjectList"] .shell-page[data-page="declarationProjectList"]{display:block}');
    expect(appShellCss()).not.toContain('data-page=');
  });
});
