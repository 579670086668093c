import { Suspense, lazy } from 'react';
import { LoadingState, SectionCard } from '@smes/ui';
import type { PolicyAssistantProps } from './policy-assistant';

// The chat and the stream reader load after the document itself, so the detail page draws as fast as before.
const PolicyAssistant = lazy(() => import('./policy-assistant'));

/** 问问这份政策 / 问问这个项目: the assistant kept to the document on screen. */
export function PolicyAssistantBlock(props: PolicyAssistantProps) {
  return (
    <SectionCard title={props.docType === 'policy' ? '问问这份政策' : '问问这个项目'}>
      <Suspense fallback={<LoadingState />}>
        <PolicyAssistant {...props} />
      </Suspense>
    </SectionCard>
  );
}
