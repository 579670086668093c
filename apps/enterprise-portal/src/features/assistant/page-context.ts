import { matchPath } from 'react-router-dom';
import type { AssistantContext, AssistantDocType } from '@smes/api';
import { paths } from '../../app/paths';

const DETAIL_PATTERNS: [pattern: string, docType: AssistantDocType][] = [
  [paths.policyNotice.detail.pattern, 'policy'],
  [paths.policyNotice.policyDetail.pattern, 'policy'],
  [paths.declarationProject.detail.pattern, 'project'],
  [paths.declarationNotice.detail.pattern, 'notice'],
  [paths.policyInterpretation.detail.pattern, 'interpretation'],
];

/** The page a question is asked from: on a document's detail page, "this" is that document. */
export function pageContext(pathname: string): AssistantContext {
  for (const [pattern, docType] of DETAIL_PATTERNS) {
    const id = matchPath(pattern, pathname)?.params.id;
    if (id !== undefined && /^\d{1,9}$/.test(id)) return { docType, docId: id, path: pathname };
  }
  return { docType: null, docId: null, path: pathname };
}

export const DOC_TYPE_NAMES: Record<AssistantDocType, string> = {
  policy: '政策',
  project: '申报项目',
  notice: '申报通知',
  interpretation: '政策解读',
};
