import { describe, expect, it } from 'vitest';
import { emptyDeclaration, emptyPolicyDocument } from './empty-document';
import type { PolicyDocument } from './types';
import { validatePolicyDocument } from './validate-document';

function complete(): PolicyDocument {
  return {
    ...emptyPolicyDocument(),
    title: '杭州市企业研发费用补助办法',
    docNo: '杭科〔2026〕18号',
    issuer: '杭州市科学技术局',
    level: 'municipal',
    regionCode: '330100',
    category: '资金扶持',
    writtenDate: '2026-11-20',
    publishDate: '2026-11-25',
    effectiveDate: '2026-12-01',
    articles: [
      { id: 'a1', kind: 'article', text: '本办法适用于在本市注册的企业。' },
      { id: 'a2', kind: 'article', text: '按上年度研发费用的 10% 给予补助，最高 50 万元。' },
    ],
    declaration: {
      ...emptyDeclaration('project', '杭州市科学技术局'),
      title: '关于组织申报2026年度研发费用补助的通知',
      projectName: '2026年度研发费用补助',
      startTime: '2026-12-01T01:00:00.000Z',
      endTime: '2026-12-31T09:30:00.000Z',
      conditions: [{ id: 'c1', title: '注册地', detail: '在本市注册', kind: 'hard', articleId: 'a1' }],
      service: { department: '杭州市科学技术局', contact: '王老师', phone: '0571-87654321', address: '杭州市政务服务中心', hours: '工作日' },
    },
  };
}

describe('validatePolicyDocument', () => {
  it('passes a complete document at both stages', () => {
    expect(validatePolicyDocument(complete(), { stage: 'complete', today: '2026-11-28' })).toEqual({});
    expect(validatePolicyDocument(complete(), { stage: 'draft' })).toEqual({});
  });

  it('lets a half-written draft be saved, and says what is missing when it is submitted', () => {
    const draft = { ...emptyPolicyDocument(), title: '研发补助' };
    expect(validatePolicyDocument(draft, { stage: 'draft' })).toEqual({});
    const missing = validatePolicyDocument(draft, { stage: 'complete' });
    expect(missing).toMatchObject({ docNo: '请填写文号', issuer: '请填写发文机构', regionCode: '请选择发文地区', category: '请选择政策类别', writtenDate: '请填写成文日期' });
    expect(missing[`articles.${draft.articles[0]?.id}`]).toBe('第一条内容为空，请填写或删除');
  });

  it('refuses a publish date before the written date even in a draft, and lets a policy take effect before it was written', () => {
    const document = { ...complete(), publishDate: '2026-11-01', effectiveDate: '2026-11-10' };
    expect(validatePolicyDocument(document, { stage: 'draft' })).toEqual({ publishDate: '发布日期不能早于成文日期' });
    // 《高新技术企业认定管理办法》: written 2016-01-29, in force from 2016-01-01.
    const retroactive = { ...complete(), writtenDate: '2016-01-29', publishDate: '2016-01-29', effectiveDate: '2016-01-01' };
    expect(validatePolicyDocument(retroactive, { stage: 'complete', today: '2026-11-28' })).toEqual({});
  });

  it('refuses a publish date after the day of approval', () => {
    expect(validatePolicyDocument(complete(), { stage: 'complete', today: '2026-11-24' })).toEqual({ publishDate: '发布日期不能晚于今天（留空则为审核通过当日）' });
  });

  it('refuses a document written after the day it would be published on approval', () => {
    const document = { ...complete(), publishDate: null, writtenDate: '2026-12-05', effectiveDate: '2026-12-05' };
    expect(validatePolicyDocument(document, { stage: 'complete', today: '2026-11-28' })).toEqual({ writtenDate: '成文日期晚于今天：发布日期留空时为审核通过当日，不能早于成文日期' });
    expect(validatePolicyDocument(document, { stage: 'draft' })).toEqual({});
  });

  it('names the empty article by its number', () => {
    const document = complete();
    document.articles.splice(1, 0, { id: 'c', kind: 'chapter', text: '总则' }, { id: 'empty', kind: 'article', text: '  ' });
    expect(validatePolicyDocument(document, { stage: 'complete' })).toEqual({ 'articles.empty': '第二条内容为空，请填写或删除' });
  });

  it('refuses a window that closes before it opens, and a condition citing a removed article', () => {
    const document = complete();
    if (!document.declaration) throw new Error('fixture has a declaration');
    document.declaration.endTime = '2026-11-30T00:00:00.000Z';
    document.articles = document.articles.slice(1);
    expect(validatePolicyDocument(document, { stage: 'draft' })).toEqual({
      'declaration.endTime': '申报截止时间须晚于开始时间',
      'declaration.conditions.c1.articleId': '所依据的条款已不在正文中，请重新选择',
    });
  });

  it('asks a project for its name, conditions, materials, procedure and 受理 contact', () => {
    const document = complete();
    document.declaration = { ...emptyDeclaration('project', ''), title: '通知', startTime: '2026-12-01T00:00:00.000Z', endTime: '2026-12-02T00:00:00.000Z', materials: [], procedure: [] };
    expect(validatePolicyDocument(document, { stage: 'complete' })).toEqual({
      'declaration.projectName': '请填写申报项目名称',
      'declaration.conditions': '请至少填写一项申报条件',
      'declaration.materials': '请至少列出一项申报材料',
      'declaration.procedure': '请填写申报程序',
      'declaration.service.department': '请填写受理部门',
      'declaration.service.phone': '请填写咨询电话',
    });
  });

  it('refuses duplicate material names and a malformed phone', () => {
    const document = complete();
    if (!document.declaration) throw new Error('fixture has a declaration');
    document.declaration.materials = [
      { id: 'm1', name: '营业执照', required: true, description: '' },
      { id: 'm2', name: ' 营业执照', required: false, description: '' },
    ];
    document.declaration.service.phone = 'call me';
    expect(validatePolicyDocument(document, { stage: 'draft' })).toEqual({
      'declaration.materials.m1.name': '材料「营业执照」重复',
      'declaration.materials.m2.name': '材料「营业执照」重复',
      'declaration.service.phone': '咨询电话格式不正确，如 0571-87654321',
    });
  });
});
