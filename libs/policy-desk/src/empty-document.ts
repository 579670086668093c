import { newBlockId } from './policy-text';
import type { PolicyDeclaration, PolicyDeclarationKind, PolicyDocument } from './types';

/** A document with nothing in it: what a record's first change is measured from. */
export function blankPolicyDocument(): PolicyDocument {
  return {
    title: '',
    docNo: '',
    issuer: '',
    level: 'municipal',
    regionCode: null,
    category: '',
    industries: [],
    writtenDate: null,
    publishDate: null,
    effectiveDate: null,
    supportAmount: null,
    articles: [],
    attachments: [],
    declaration: null,
  };
}

/** A new draft: one empty article to start typing in. */
export function emptyPolicyDocument(): PolicyDocument {
  return { ...blankPolicyDocument(), articles: [{ id: newBlockId(), kind: 'article', text: '' }] };
}

/** The usual office hours of a 受理 window, offered so the operator only changes what differs. */
export const DEFAULT_SERVICE_HOURS = '工作日 9:00-12:00，13:30-17:30（法定节假日除外）';

/** A declaration attached to a policy: the issuer receives it unless the operator says otherwise. */
export function emptyDeclaration(kind: PolicyDeclarationKind, issuer: string): PolicyDeclaration {
  return {
    kind,
    title: '',
    projectName: '',
    summary: '',
    startTime: null,
    endTime: null,
    support: [],
    keywords: [],
    conditions: [],
    materials: [{ id: newBlockId(), name: '申报书', required: true, description: '在线填报后导出并加盖公章' }],
    procedure: ['企业在线填报并上传申报材料', '主管部门审核', '结果公示'],
    service: { department: issuer, contact: '', phone: '', address: '', hours: DEFAULT_SERVICE_HOURS },
  };
}
