import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { useAssistantSuggestions } from '@smes/api';
import type { AssistantContext } from '@smes/api';
import { visuallyHidden, InputField } from '@smes/ui';
import { AnswerView } from './answer-view';
import type { useAssistantChat } from './use-assistant-chat';

export const QUESTION_MAX_LENGTH = 500;

export type AssistantChatProps = {
  chat: ReturnType<typeof useAssistantChat>;
  context: AssistantContext | null;
  /** What the assistant says before the first question. */
  intro?: string;
  /** Heading level of each question (h2 on the full page, h3 inside a section or panel). */
  headingLevel?: 'h2' | 'h3';
  /** Focus the question box when mounted (the panel opening). */
  autoFocus?: boolean;
};

function Suggestions({ context, onPick }: { context: AssistantContext | null; onPick: (question: string) => void }) {
  const scope = { docType: context?.docType ?? null, docId: context?.docId ?? null };
  const suggestions = useAssistantSuggestions(scope);
  if (suggestions.isPending) {
    return (
      <Typography variant="body2" color="text.secondary">
        正在加载推荐问题…
      </Typography>
    );
  }
  if (suggestions.error || suggestions.data.length === 0) {
    // The questions are a shortcut; asking in one's own words still works.
    return null;
  }
  return (
    <Box component="ul" aria-label="推荐问题" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {suggestions.data.map((question) => (
        <li key={question}>
          <Button size="small" variant="outlined" onClick={() => onPick(question)} sx={{ textAlign: 'left' }}>
            {question}
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** The conversation and the question box; used by the full page, the floating panel and the policy block. */
export function AssistantChat({ chat, context, intro, headingLevel = 'h2', autoFocus = false }: AssistantChatProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const { turns, streaming } = chat;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const send = (question: string) => {
    const trimmed = question.trim();
    if (trimmed === '' || streaming) return;
    setDraft('');
    // A suggestion's button disappears once the conversation starts: keep focus in the question box.
    inputRef.current?.focus();
    void chat.ask(trimmed);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; never while an input method is composing Chinese.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  return (
    <Stack spacing={2}>
      {turns.length === 0 ? (
        <Stack spacing={1.5}>
          {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
          <Suggestions context={context} onPick={send} />
        </Stack>
      ) : (
        <Box component="ol" aria-label="对话记录" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {turns.map((turn, index) => (
            <Box component="li" key={turn.key}>
              <Typography
                component={headingLevel}
                variant="subtitle1"
                sx={{ fontWeight: 600, mb: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-word' }}
              >
                <Box component="span" sx={visuallyHidden}>
                  问题：
                </Box>
                {turn.question}
              </Typography>
              <AnswerView
                answer={turn.answer}
                onRegenerate={index === turns.length - 1 && !streaming ? chat.regenerate : undefined}
                onFeedback={(feedback) => chat.setFeedback(turn.key, feedback)}
              />
            </Box>
          ))}
        </Box>
      )}
      {/* Announces each answer once, when it is complete; the streaming text itself is not live. */}
      <Box aria-live="polite" sx={visuallyHidden}>
        {chat.announcement}
      </Box>
      {/* The question box stays in reach however long the conversation: it sticks to the bottom of the screen
          (or of the panel) while the answers scroll under it. */}
      <Box
        component="form"
        onSubmit={handleSubmit}
        aria-label="提问"
        sx={{ position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', pt: 1, pb: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <InputField
          size="medium"
          id={inputId}
          inputRef={inputRef}
          label="输入您的问题"
          placeholder="例如：高企认定需要什么条件"
          multiline
          maxRows={4}
          growByCss
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          htmlInput={{ maxLength: QUESTION_MAX_LENGTH, enterKeyHint: 'send' }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          {streaming ? (
            <Button variant="outlined" color="inherit" startIcon={<StopCircleOutlined />} onClick={chat.stop}>
              停止生成
            </Button>
          ) : null}
          <Button type="submit" variant="contained" endIcon={<Send />} disabled={streaming || draft.trim() === ''}>
            发送
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
