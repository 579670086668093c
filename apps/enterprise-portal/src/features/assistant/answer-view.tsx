import { Suspense, lazy, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import type { AssistantCitation, AssistantMessageFeedback } from '@smes/api';
import { useToast } from '@smes/ui';
import { METHOD_EXPLANATIONS, METHOD_LABELS, answerForClipboard, citationHref, splitAnswer } from './answer-model';
import { EligibilityBlock } from './eligibility-block';

// 👍 / 👎 (with MUI's Tooltip, its Popper and the reason box: about 11 KiB) only under a finished answer: the first
// answer on screen starts fetching it, so it is there by the time that answer is done (ADR 98).
const loadFeedbackControl = () => import('./feedback-control');
const FeedbackControl = lazy(() => loadFeedbackControl().then((module) => ({ default: module.FeedbackControl })));
import type { ChatAnswer } from './use-assistant-chat';

function citationName(citation: AssistantCitation): string {
  return `${citation.title} ${citation.clause}`;
}

function AnswerText({ text, citations }: { text: string; citations: readonly AssistantCitation[] }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.8 }}>
      {splitAnswer(text, citations).map((piece, index) =>
        piece.kind === 'text' ? (
          // Pieces of one immutable answer text: their order is their identity.
          <span key={index}>{piece.text}</span>
        ) : piece.citation === null ? (
          <sup key={index}>[{piece.n}]</sup>
        ) : (
          <Link key={index} component={RouterLink} to={citationHref(piece.citation)} aria-label={`引用${piece.n}：${citationName(piece.citation)}`}>
            <sup>[{piece.n}]</sup>
          </Link>
        ),
      )}
    </Typography>
  );
}

function CitationList({ citations }: { citations: readonly AssistantCitation[] }) {
  return (
    <Box component="ol" aria-label="引用来源" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
      {citations.map((citation) => (
        <Box component="li" key={citation.n} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2">
            [{citation.n}]{' '}
            <Link component={RouterLink} to={citationHref(citation)}>
              {citation.title}
            </Link>
            {citation.docNo ? `（${citation.docNo}）` : ''} · {citation.clause}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {citation.excerpt}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export type AnswerViewProps = {
  answer: ChatAnswer;
  /** The last answer can be asked again. */
  onRegenerate?: () => void;
  onFeedback: (feedback: AssistantMessageFeedback) => void;
};

/** One answer: its text with numbered citations, how it was made, the eligibility check, and what can be done with it. */
export function AnswerView({ answer, onRegenerate, onFeedback }: AnswerViewProps) {
  const toast = useToast();
  const citations = answer.done?.citations ?? [];
  const method = answer.done?.method ?? answer.method;
  const methodLabel = answer.done?.methodLabel ?? (method === null ? null : METHOD_LABELS[method]);
  useEffect(() => {
    void loadFeedbackControl().catch(() => undefined);
  }, []);

  const handleCopy = () => {
    navigator.clipboard.writeText(answerForClipboard(answer.text, citations)).then(
      () => toast.success('已复制回答'),
      () => toast.error('复制失败，请手动选择文字复制'),
    );
  };

  return (
    <Box aria-busy={answer.status === 'streaming'}>
      {methodLabel !== null ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={methodLabel} />
          {method !== null ? (
            <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0, flex: '1 1 12em' }}>
              {METHOD_EXPLANATIONS[method]}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {answer.text === '' && answer.status === 'streaming' ? (
        <Typography color="text.secondary">正在检索政策原文…</Typography>
      ) : (
        <AnswerText text={answer.text} citations={citations} />
      )}
      {answer.status === 'stopped' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          已停止生成
        </Typography>
      ) : null}
      {answer.status === 'failed' ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {answer.error || '回答失败，请重试'}
        </Typography>
      ) : null}
      {answer.done?.eligibility ? <EligibilityBlock eligibility={answer.done.eligibility} /> : null}
      {citations.length > 0 ? <CitationList citations={citations} /> : null}
      {answer.status !== 'streaming' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {answer.text !== '' ? (
            <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={handleCopy}>
              复制
            </Button>
          ) : null}
          {onRegenerate ? (
            <Button size="small" startIcon={<Refresh fontSize="small" />} onClick={onRegenerate}>
              重新生成
            </Button>
          ) : null}
          {answer.status === 'done' && answer.messageId !== null ? (
            <Suspense fallback={null}>
              <FeedbackControl messageId={answer.messageId} feedback={answer.feedback} onSent={onFeedback} />
            </Suspense>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
