import { useLocation } from 'react-router-dom';
import { useSession } from '@smes/session';
import { AssistantChat } from './assistant-chat';
import { DOC_TYPE_NAMES } from './page-context';
import { useAssistantChat } from './use-assistant-chat';

export type PolicyAssistantProps = {
  docType: 'policy' | 'project';
  docId: number;
};

/**
 * PolicyAssistant: questions about this one document ("申报需要哪些材料", "我符合吗"); the server keeps the
 * answer to it. The conversation lasts while the page is open.
 */
export default function PolicyAssistant({ docType, docId }: PolicyAssistantProps) {
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  const context = { docType, docId: String(docId), path: pathname };
  const chat = useAssistantChat({ context, isLoggedIn });
  return (
    <AssistantChat
      chat={chat}
      context={context}
      headingLevel="h3"
      intro={`只按这份${DOC_TYPE_NAMES[docType]}的原文回答${isLoggedIn ? '，问“我符合吗”会按您的企业档案逐项核对' : ''}。`}
    />
  );
}
