import { describe, expect, it } from 'vitest';
import { buildAssistantCitation, buildAssistantEligibility } from '@smes/api/testing';
import { answerForClipboard, citationHref, materialsToPrepare, splitAnswer } from './answer-model';
import { pageContext } from './page-context';

describe('answer model', () => {
  it('links each kind of document to its detail page at the cited clause', () => {
    expect(citationHref({ docType: 'policy', docId: '1', paragraph: 10 })).toBe('/findpolicy/policyNoticeDetails/1?clause=10');
    expect(citationHref({ docType: 'project', docId: '7', paragraph: 0 })).toBe('/findpolicy/DeclarationProjectDetail/7?clause=0');
    expect(citationHref({ docType: 'notice', docId: '41', paragraph: 3 })).toBe('/findpolicy/DeclarationNotice/detail/41?clause=3');
    expect(citationHref({ docType: 'interpretation', docId: '31', paragraph: 2 })).toBe('/findpolicy/PolicyInterpretation/detail/31?clause=2');
  });

  it('splits an answer at its [n] markers, leaving unknown citations unlinked', () => {
    const first = buildAssistantCitation({ n: 1 });
    expect(splitAnswer('须满足条件[1]，另见[2]。', [first])).toEqual([
      { kind: 'text', text: '须满足条件' },
      { kind: 'citation', n: 1, citation: first },
      { kind: 'text', text: '，另见' },
      { kind: 'citation', n: 2, citation: null },
      { kind: 'text', text: '。' },
    ]);
  });

  it('copies the answer with its sources', () => {
    expect(answerForClipboard('条件如下[1]。', [buildAssistantCitation()])).toBe('条件如下[1]。\n\n[1] 高新技术企业认定管理办法（国科发火〔2016〕32号） 第十一条');
  });

  it('lists each material to prepare once', () => {
    const eligibility = buildAssistantEligibility();
    const conditions = [...eligibility.conditions, { ...eligibility.conditions[2]!, name: '另一项' }];
    expect(materialsToPrepare({ ...eligibility, conditions })).toEqual(['研发项目立项决议']);
  });

  it('knows which document a detail page shows, and nothing for other pages', () => {
    expect(pageContext('/policy/PolicyDetail/12')).toEqual({ docType: 'policy', docId: '12', path: '/policy/PolicyDetail/12' });
    expect(pageContext('/findpolicy/DeclarationProjectDetail/7')).toMatchObject({ docType: 'project', docId: '7' });
    expect(pageContext('/findpolicy/policyNotice')).toEqual({ docType: null, docId: null, path: '/findpolicy/policyNotice' });
    expect(pageContext('/findpolicy/policyNoticeDetails/abc')).toMatchObject({ docType: null });
  });
});
