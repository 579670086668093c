import { describe, expect, it } from 'vitest';
import { documentChanges } from './document-changes';
import { emptyDeclaration, emptyPolicyDocument } from './empty-document';
import type { PolicyDocument } from './types';

const BASE: PolicyDocument = {
  ...emptyPolicyDocument(),
  title: '研发补助办法',
  regionCode: '330100',
  articles: [
    { id: 'a1', kind: 'article', text: '甲。' },
    { id: 'a2', kind: 'article', text: '乙。' },
  ],
};

describe('documentChanges', () => {
  it('is empty when nothing changed', () => {
    expect(documentChanges(BASE, structuredClone(BASE))).toEqual([]);
  });

  it('records an inserted article once, not every article after it renumbered', () => {
    const after = { ...BASE, articles: [BASE.articles[0], { id: 'new', kind: 'article' as const, text: '新增的条款。' }, BASE.articles[1]].filter((item) => item !== undefined) };
    expect(documentChanges(BASE, after)).toEqual([{ field: 'articles.new', label: '第二条（新增）', before: null, after: '新增的条款。' }]);
  });

  it('records fields with their Chinese names, regions by name, and removed articles', () => {
    const after = { ...BASE, title: '研发补助办法（修订）', regionCode: '330200', articles: BASE.articles.slice(0, 1) };
    const names = { region: (code: string) => ({ '330100': '杭州市', '330200': '宁波市' })[code] ?? code };
    expect(documentChanges(BASE, after, names)).toEqual([
      { field: 'title', label: '政策标题', before: '研发补助办法', after: '研发补助办法（修订）' },
      { field: 'regionCode', label: '发文地区', before: '杭州市', after: '宁波市' },
      { field: 'articles.a2', label: '第二条（删除）', before: '乙。', after: null },
    ]);
  });

  it('records a declaration added, and then its window and materials changing', () => {
    const declared = { ...BASE, declaration: { ...emptyDeclaration('notice', '科技局'), title: '申报通知' } };
    expect(documentChanges(BASE, declared)).toEqual([{ field: 'declaration', label: '随政策发布的申报', before: null, after: '申报通知：申报通知' }]);
    const declaration = declared.declaration;
    const moved = {
      ...declared,
      declaration: { ...declaration, endTime: '2026-12-31T09:30:00.000Z', materials: [...declaration.materials, { id: 'm9', name: '审计报告', required: false, description: '上年度' }] },
    };
    expect(documentChanges(declared, moved)).toEqual([
      { field: 'declaration.endTime', label: '申报截止时间', before: null, after: '2026-12-31 17:30' },
      { field: 'declaration.materials.m9', label: '申报材料「审计报告」（新增）', before: null, after: '如有：上年度' },
    ]);
  });

  it('cuts long texts in the record', () => {
    const after = { ...BASE, articles: [{ id: 'a1', kind: 'article' as const, text: '长'.repeat(400) }, ...BASE.articles.slice(1)] };
    const [change] = documentChanges(BASE, after);
    expect(change?.after).toHaveLength(301);
  });
});

describe('documentChanges of a region', () => {
  it('names 全国 for a national document and nothing for a region not chosen yet', () => {
    const unchosen = { ...BASE, regionCode: null };
    expect(documentChanges(unchosen, BASE, { region: () => '杭州市' })).toEqual([{ field: 'regionCode', label: '发文地区', before: null, after: '杭州市' }]);
    expect(documentChanges(BASE, { ...BASE, level: 'national', regionCode: null }, { region: () => '杭州市' })).toEqual([
      { field: 'level', label: '发文层级', before: '市级', after: '国家级' },
      { field: 'regionCode', label: '发文地区', before: '杭州市', after: '全国' },
    ]);
  });
});

describe('documentChanges of empty items', () => {
  it('records an article added before anything is written in it', () => {
    const after = { ...BASE, articles: [...BASE.articles, { id: 'blank', kind: 'article' as const, text: ' ' }] };
    expect(documentChanges(BASE, after)).toEqual([{ field: 'articles.blank', label: '第三条（新增）', before: null, after: '（空）' }]);
  });
});
