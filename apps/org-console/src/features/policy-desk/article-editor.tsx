import { memo, useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { ARTICLE_KIND_LABELS, blockNumbers, blocksFromPlainText, newBlockId } from '@smes/policy-desk';
import type { PolicyArticle, PolicyArticleKind } from '@smes/policy-desk';
import { ConfirmDialog } from '@smes/ui';
import { fieldId } from './field-id';
import { focusWhenShown } from './item-fieldset';

const TEXT_MAX = PORTAL_SCHEMA_LIMITS.PolicyArticle.text.maxLength;
const MAX_BLOCKS = PORTAL_SCHEMA_LIMITS.PolicyDocument.articles.maxItems;
const KINDS: readonly PolicyArticleKind[] = ['article', 'chapter', 'paragraph'];

export type ArticleUpdate = (current: PolicyArticle[]) => PolicyArticle[];

export type ArticleEditorProps = {
  articles: readonly PolicyArticle[];
  errors: Partial<Record<string, string>>;
  /** Takes an update of the current blocks, so a row's handlers stay the same while others are typed in. */
  onChange: (update: ArticleUpdate) => void;
};

/**
 * The full text as numbered blocks: 条 are numbered 第一条… through the whole text, 章 in their own sequence,
 * other paragraphs (a preamble) not at all; the numbers follow the order, so moving a block renumbers the text
 * as it will be published. Every control is a button or a field, usable from the keyboard; typing in one block
 * re-renders that block alone.
 */
export const ArticleEditor = memo(function ArticleEditor({ articles, errors, onChange }: ArticleEditorProps) {
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const numbers = blockNumbers(articles);
  const full = articles.length >= MAX_BLOCKS;

  const insert = useCallback(
    (afterId: string | null, kind: PolicyArticleKind) => {
      const block: PolicyArticle = { id: newBlockId(), kind, text: '' };
      onChange((current) => {
        const at = afterId === null ? current.length : current.findIndex((item) => item.id === afterId) + 1;
        return [...current.slice(0, at), block, ...current.slice(at)];
      });
      focusWhenShown(fieldId(`articles.${block.id}`));
    },
    [onChange],
  );
  const move = useCallback(
    (id: string, by: -1 | 1) => {
      onChange((current) => {
        const index = current.findIndex((item) => item.id === id);
        const next = [...current];
        const [block] = next.splice(index, 1);
        if (!block) return current;
        next.splice(index + by, 0, block);
        return next;
      });
      focusWhenShown(`${fieldId(`articles.${id}`)}-${by < 0 ? 'up' : 'down'}`);
    },
    [onChange],
  );
  const remove = useCallback(
    (id: string, neighbourId: string | null) => {
      onChange((current) => current.filter((item) => item.id !== id));
      focusWhenShown(neighbourId ? fieldId(`articles.${neighbourId}`) : 'policy-articles-add');
    },
    [onChange],
  );
  const change = useCallback((id: string, patch: Partial<PolicyArticle>) => onChange((current) => current.map((block) => (block.id === id ? { ...block, ...patch } : block))), [onChange]);

  const importText = (mode: 'replace' | 'append') => {
    const blocks = blocksFromPlainText(pasted);
    onChange((current) => [...(mode === 'append' ? current.filter((block) => block.text.trim() !== '') : []), ...blocks].slice(0, MAX_BLOCKS));
    setPasting(false);
    setPasted('');
  };

  return (
    <Stack spacing={2}>
      {errors['articles'] ? (
        <Typography id={fieldId('articles')} tabIndex={-1} color="error" variant="body2">
          {errors['articles']}
        </Typography>
      ) : null}
      <Stack component="ol" spacing={1.5} aria-label="正文段落" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {articles.map((block, index) => (
          <ArticleRow
            key={block.id}
            block={block}
            label={block.kind === 'paragraph' ? `第 ${index + 1} 段（不编号）` : (numbers.get(block.id)?.label ?? '')}
            first={index === 0}
            last={index === articles.length - 1}
            full={full}
            neighbourId={articles[index + 1]?.id ?? articles[index - 1]?.id ?? null}
            error={errors[`articles.${block.id}`]}
            onChange={change}
            onMove={move}
            onInsert={insert}
            onRemove={remove}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button id="policy-articles-add" startIcon={<AddIcon />} variant="outlined" disabled={full} onClick={() => insert(null, 'article')}>
          添加条款
        </Button>
        <Button startIcon={<AddIcon />} disabled={full} onClick={() => insert(null, 'chapter')}>
          添加章
        </Button>
        <Button startIcon={<AddIcon />} disabled={full} onClick={() => insert(null, 'paragraph')}>
          添加不编号段落
        </Button>
        <Button startIcon={<ContentPasteIcon />} onClick={() => setPasting(true)}>
          粘贴全文
        </Button>
      </Stack>
      {pasting ? (
        <ConfirmDialog
          open
          title="粘贴政策全文"
          description="每行一段：以“第X条”开头的行成为条款，以“第X章”开头的行成为章，其余为不编号段落；编号按顺序重新生成。"
          confirmLabel="替换现有正文"
          onClose={() => setPasting(false)}
          onConfirm={() => importText('replace')}
        >
          <TextField label="政策全文" value={pasted} onChange={(event) => setPasted(event.target.value)} multiline minRows={8} fullWidth autoFocus />
          <Button onClick={() => importText('append')} disabled={pasted.trim() === ''} sx={{ alignSelf: 'flex-start' }}>
            追加到现有正文之后
          </Button>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
});

type ArticleRowProps = {
  block: PolicyArticle;
  label: string;
  first: boolean;
  last: boolean;
  full: boolean;
  neighbourId: string | null;
  error: string | undefined;
  onChange: (id: string, patch: Partial<PolicyArticle>) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onInsert: (afterId: string | null, kind: PolicyArticleKind) => void;
  onRemove: (id: string, neighbourId: string | null) => void;
};

const ArticleRow = memo(function ArticleRow({ block, label, first, last, full, neighbourId, error, onChange, onMove, onInsert, onRemove }: ArticleRowProps) {
  const id = fieldId(`articles.${block.id}`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ minWidth: '7em' }}>
          {label}
        </Typography>
        <TextField
          select
          size="small"
          label={`${label}的类型`}
          value={block.kind}
          onChange={(event) => onChange(block.id, { kind: event.target.value as PolicyArticleKind })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: '10em' }}
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ARTICLE_KIND_LABELS[kind]}
            </option>
          ))}
        </TextField>
        <Stack direction="row" spacing={0.5} sx={{ ml: { sm: 'auto' } }}>
          <Tooltip title="上移">
            <span>
              <IconButton id={`${id}-up`} aria-label={`上移${label}`} disabled={first} onClick={() => onMove(block.id, -1)}>
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="下移">
            <span>
              <IconButton id={`${id}-down`} aria-label={`下移${label}`} disabled={last} onClick={() => onMove(block.id, 1)}>
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="在下方插入一条">
            <span>
              <IconButton aria-label={`在${label}下方插入一条`} disabled={full} onClick={() => onInsert(block.id, 'article')}>
                <AddIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="删除">
            <IconButton aria-label={`删除${label}`} onClick={() => onRemove(block.id, neighbourId)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <TextField
        id={id}
        label={`${label}${block.kind === 'chapter' ? '标题' : '内容'}`}
        value={block.text}
        onChange={(event) => onChange(block.id, { text: event.target.value })}
        multiline
        minRows={block.kind === 'chapter' ? 1 : 2}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? (block.kind === 'article' ? '不必输入“第X条”，编号按顺序自动生成' : undefined)}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
      />
    </Paper>
  );
});
