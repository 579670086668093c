import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPolicyDeskError, useDictData, useRegionTree, useSavePolicyDraft, useStepPolicyDraft } from '@smes/api';
import type { PolicyDeskDetail } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { regionChain, RegionSelect } from '@smes/org-certification';
import { POLICY_LEVELS, POLICY_LEVEL_LABELS, emptyPolicyDocument, validatePolicyDocument } from '@smes/policy-desk';
import type { PolicyDeclaration, PolicyDeskFile, PolicyDocument, PolicyLevel, PolicyRules, ValidationStage } from '@smes/policy-desk';
import { SectionCard, SelectField, formatChinaDate, getErrorMessage, useToast, AUTOCOMPLETE_ZH_CN } from '@smes/ui';
import { paths } from '../../app/paths';
import { ArticleEditor } from './article-editor';
import type { ArticleUpdate } from './article-editor';
import { AttachmentEditor } from './attachment-editor';
import { DeclarationEditor } from './declaration-editor';
import { RulesEditor } from './rules-editor';
import { RulesSampleTrial } from './rules-sample-trial';
import { RulesTrial } from './rules-trial';
import { fieldId, focusFirstError } from './field-id';
import { useDeskNames } from './use-desk-names';

const LIMITS = PORTAL_SCHEMA_LIMITS.PolicyDocument;
const NOTE_MAX = PORTAL_SCHEMA_LIMITS.PolicyDraftSave.note.maxLength;
const SUMMARY_ID = 'policy-editor-problems';
const REGION_LABELS = ['省份', '城市', '区县'] as const;
/** How deep a level's issuing region is chosen: a 市级 policy is issued by a city. */
const DEPTH: Record<Exclude<PolicyLevel, 'national'>, 1 | 2 | 3> = { provincial: 1, municipal: 2, district: 3 };

type Errors = Partial<Record<string, string>>;
type Failure = { message: string; latest: PolicyDeskDetail | null };

export type PolicyEditorProps = {
  /** The record whose open draft is edited; null for a new policy. */
  detail: PolicyDeskDetail | null;
};

function snapshot(document: PolicyDocument, note: string): string {
  return JSON.stringify({ document, note });
}

/**
 * 政策发布's editor: a whole policy with its text, attachments and declaration. It keeps everything typed when the
 * server refuses (a message at each field it names; on a conflict, the other version is offered, never forced),
 * checks what it can before sending, and asks before leaving with unsaved changes.
 */
export function PolicyEditor({ detail }: PolicyEditorProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSavePolicyDraft();
  const step = useStepPolicyDraft();
  const tree = useRegionTree();
  const categories = useDictData('policy_category');
  const names = useDeskNames();
  const open = detail?.open ?? null;
  const [initial] = useState<PolicyDocument>(() => open?.document ?? emptyPolicyDocument());
  const [document, setDocument] = useState<PolicyDocument>(initial);
  const [note, setNote] = useState(open?.note ?? '');
  const [edits, setEdits] = useState(open?.edits ?? 0);
  const [saved, setSaved] = useState(() => snapshot(initial, open?.note ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const revising = detail?.published != null;
  const busy = save.isPending || step.isPending;
  const dirty = snapshot(document, note) !== saved;

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const clearErrors = useCallback((paths: readonly string[]) => {
    const cleared = (path: string) => paths.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));
    // The same object when nothing is cleared, so the sections that read the messages do not render again.
    setErrors((current) => (Object.keys(current).some(cleared) ? Object.fromEntries(Object.entries(current).filter(([path]) => !cleared(path))) : current));
  }, []);
  const update = useCallback(
    (change: Partial<PolicyDocument>, ...paths: string[]) => {
      setDocument((current) => ({ ...current, ...change }));
      clearErrors(paths);
    },
    [clearErrors],
  );
  const setArticles = useCallback(
    (change: ArticleUpdate) => {
      setDocument((current) => ({ ...current, articles: change(current.articles) }));
      clearErrors(['articles']);
    },
    [clearErrors],
  );
  const setAttachments = useCallback((attachments: PolicyDeskFile[]) => update({ attachments }, 'attachments'), [update]);
  const setDeclaration = useCallback((declaration: PolicyDeclaration | null) => update({ declaration }, 'declaration'), [update]);
  const setRules = useCallback((rules: PolicyRules | null) => update({ rules }, 'rules'), [update]);
  const showTrialErrors = useCallback((found: Errors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstError(found, SUMMARY_ID));
  }, []);
  const published = useMemo(() => ({ notice: detail?.noticeId != null, project: detail?.projectId != null }), [detail?.noticeId, detail?.projectId]);

  const regionError = (candidate: PolicyDocument): Errors => {
    if (candidate.level === 'national' || candidate.regionCode === null || !tree.data) return {};
    const depth = DEPTH[candidate.level];
    return regionChain(tree.data, candidate.regionCode).length === depth ? {} : { regionCode: `${POLICY_LEVEL_LABELS[candidate.level]}政策请选择到${REGION_LABELS[depth - 1]}` };
  };

  const check = (stage: ValidationStage): boolean => {
    const found = { ...validatePolicyDocument(document, { stage, ...(stage === 'complete' ? { today: formatChinaDate(new Date()) } : {}) }), ...regionError(document) };
    if (Object.keys(found).length === 0) return true;
    setErrors(found);
    setFailure({ message: stage === 'complete' ? '还有内容需要补全才能提交审核，请按提示修改' : '请按提示修改后再保存', latest: null });
    requestAnimationFrame(() => focusFirstError(found, SUMMARY_ID));
    return false;
  };

  const refused = (error: unknown) => {
    const fieldErrors = isPolicyDeskError(error) ? error.fieldErrors : {};
    setErrors(fieldErrors);
    setFailure({ message: getErrorMessage(error), latest: isPolicyDeskError(error) ? error.latest : null });
    requestAnimationFrame(() => focusFirstError(fieldErrors, SUMMARY_ID));
  };

  /** Saves what is on screen; answers the record as saved, or null when refused (everything typed stays). */
  const persist = async (): Promise<PolicyDeskDetail | null> => {
    try {
      const answer = detail ? await save.mutateAsync({ id: detail.id, edits, note: note.trim() || null, document }) : await save.mutateAsync({ document });
      const kept = answer.open;
      if (kept) {
        setDocument(kept.document);
        setNote(kept.note ?? '');
        setEdits(kept.edits);
        setSaved(snapshot(kept.document, kept.note ?? ''));
      }
      return answer;
    } catch (error) {
      refused(error);
      return null;
    }
  };

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!check('draft')) return;
    const answer = await persist();
    if (!answer) return;
    setErrors({});
    toast.success('草稿已保存');
    // A new draft continues on its own address, where it can be submitted.
    if (!detail) navigate(paths.policyPublish.edit(answer.id), { replace: true });
  };

  const handleSubmitForReview = async () => {
    setFailure(null);
    if (!detail || !check('complete')) return;
    const current = dirty ? await persist() : detail;
    if (!current?.open) return;
    try {
      await step.mutateAsync({ id: detail.id, step: 'submit', edits: current.open.edits });
      setSaved(snapshot(document, note));
      toast.success('已提交审核，请另一位运营人员审核发布');
      navigate(paths.policyPublish.detail(detail.id));
    } catch (error) {
      refused(error);
    }
  };

  const takeLatest = (latest: PolicyDeskDetail) => {
    if (!latest.open) return;
    setDocument(latest.open.document);
    setNote(latest.open.note ?? '');
    setEdits(latest.open.edits);
    setSaved(snapshot(latest.open.document, latest.open.note ?? ''));
    setErrors({});
    setFailure(null);
  };

  const keepMine = (latest: PolicyDeskDetail) => {
    if (!latest.open) return;
    setEdits(latest.open.edits);
    setFailure({ message: '已改为在最新版本上保存您的内容：再次点击“保存草稿”即覆盖对方的修改', latest: null });
  };

  const fieldError = (path: string) => errors[path];
  const level = document.level;
  const depth = level === 'national' ? 0 : DEPTH[level];

  const changeLevel = (next: PolicyLevel) => {
    // A region deeper than the new level is trimmed to the division of that level it lies in.
    const chain = regionChain(tree.data ?? [], document.regionCode);
    const regionCode = next === 'national' ? null : (chain[DEPTH[next] - 1]?.code ?? chain.at(-1)?.code ?? null);
    update({ level: next, regionCode }, 'level', 'regionCode');
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSave(event)} aria-label={detail ? '编辑政策' : '新建政策'} sx={{ maxWidth: 960 }}>
      <Stack spacing={3}>
        {open?.returnReason ? (
          <Alert severity="warning">
            <AlertTitle>审核人退回修改</AlertTitle>
            {open.returnReason}
          </Alert>
        ) : null}
        {failure ? <FailureNotice failure={failure} detailId={detail?.id ?? null} onTakeLatest={takeLatest} onKeepMine={keepMine} problems={Object.keys(errors).length} /> : null}

        <SectionCard title="基本信息">
          <Stack spacing={2.5}>
            <TextField
              id={fieldId('title')}
              label="政策标题"
              required
              value={document.title}
              onChange={(event) => update({ title: event.target.value }, 'title')}
              error={Boolean(fieldError('title'))}
              helperText={fieldError('title') ?? '与正式文件一致，如：杭州市企业研发费用投入补助实施细则'}
              slotProps={{ htmlInput: { maxLength: LIMITS.title.maxLength } }}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                id={fieldId('docNo')}
                label="文号"
                required
                value={document.docNo}
                onChange={(event) => update({ docNo: event.target.value }, 'docNo')}
                error={Boolean(fieldError('docNo'))}
                helperText={fieldError('docNo') ?? '如：杭科高〔2026〕31号'}
                slotProps={{ htmlInput: { maxLength: LIMITS.docNo.maxLength } }}
                fullWidth
              />
              <TextField
                id={fieldId('issuer')}
                label="发文机构"
                required
                value={document.issuer}
                onChange={(event) => update({ issuer: event.target.value }, 'issuer')}
                error={Boolean(fieldError('issuer'))}
                helperText={fieldError('issuer')}
                slotProps={{ htmlInput: { maxLength: LIMITS.issuer.maxLength } }}
                fullWidth
              />
            </Stack>
            <FormControl>
              <FormLabel id="policy-level-label">发文层级</FormLabel>
              <RadioGroup row aria-labelledby="policy-level-label" value={level} onChange={(event) => changeLevel(event.target.value as PolicyLevel)}>
                {POLICY_LEVELS.map((item) => (
                  <FormControlLabel key={item} value={item} control={<Radio id={item === POLICY_LEVELS[0] ? fieldId('level') : undefined} />} label={POLICY_LEVEL_LABELS[item]} />
                ))}
              </RadioGroup>
            </FormControl>
            {level === 'national' ? (
              <Typography color="text.secondary">国家级政策适用于全国。</Typography>
            ) : (
              <Stack spacing={0.5}>
                <FormLabel>发文地区（{POLICY_LEVEL_LABELS[level]}政策选择到{REGION_LABELS[depth - 1]}）</FormLabel>
                <RegionSelect
                  field={SelectField}
                  id={fieldId('regionCode')}
                  value={document.regionCode}
                  onChange={(code) => update({ regionCode: code }, 'regionCode')}
                  labels={REGION_LABELS}
                  depth={depth === 0 ? 1 : depth}
                  error={fieldError('regionCode')}
                />
              </Stack>
            )}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                id={fieldId('category')}
                select
                label="政策类别"
                required
                value={document.category}
                onChange={(event) => update({ category: event.target.value }, 'category')}
                error={Boolean(fieldError('category'))}
                helperText={fieldError('category')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                <option value="">请选择</option>
                {(categories.data ?? []).map((item) => (
                  <option key={item.dictValue} value={item.dictValue}>
                    {item.dictLabel}
                  </option>
                ))}
              </TextField>
              <TextField
                id={fieldId('supportAmount')}
                label="最高扶持金额（万元）"
                value={document.supportAmount ?? ''}
                onChange={(event) => {
                  const raw = event.target.value.trim();
                  const value = Number(raw);
                  update({ supportAmount: raw === '' || !Number.isFinite(value) || value < 0 ? null : value }, 'supportAmount');
                }}
                error={Boolean(fieldError('supportAmount'))}
                helperText={fieldError('supportAmount') ?? '非资金类政策留空'}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            </Stack>
            <Autocomplete
              {...AUTOCOMPLETE_ZH_CN}
              multiple
              options={names.industryOptions.map((item) => item.dictValue)}
              getOptionLabel={(code) => names.industry(code)}
              value={document.industries}
              onChange={(_event, value) => update({ industries: value.slice(0, LIMITS.industries.maxItems) }, 'industries')}
              renderInput={(params) => (
                <TextField {...params} id={fieldId('industries')} label="支持行业" error={Boolean(fieldError('industries'))} helperText={fieldError('industries') ?? '不选为不限行业'} />
              )}
            />
          </Stack>
        </SectionCard>

        <SectionCard title="日期与有效性">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {(
                [
                  ['writtenDate', '成文日期', true, undefined],
                  ['publishDate', '发布日期', false, '留空则为审核通过当日'],
                  ['effectiveDate', '实施日期', true, '可早于成文日期（追溯施行）'],
                ] as const
              ).map(([key, label, required, helper]) => (
                <TextField
                  key={key}
                  id={fieldId(key)}
                  label={label}
                  type="date"
                  required={required}
                  value={document[key] ?? ''}
                  onChange={(event) => update({ [key]: event.target.value === '' ? null : event.target.value }, key)}
                  error={Boolean(fieldError(key))}
                  helperText={fieldError(key) ?? helper}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              ))}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              有效性：审核通过后在门户显示为“现行有效”；废止在政策详情中办理，写明废止日期与原因。
            </Typography>
          </Stack>
        </SectionCard>

        <SectionCard title="正文">
          <ArticleEditor articles={document.articles} errors={errors} onChange={setArticles} />
        </SectionCard>

        <SectionCard title="申报条件与资金规则">
          <Stack spacing={2.5}>
            <RulesEditor document={document} errors={errors} onChange={setRules} />
            <RulesTrial document={document} deskId={detail?.id ?? null} onErrors={showTrialErrors} />
            <RulesSampleTrial document={document} deskId={detail?.id ?? null} onErrors={showTrialErrors} />
          </Stack>
        </SectionCard>

        <SectionCard title="附件">
          <AttachmentEditor files={document.attachments} policyId={detail?.policyId ?? null} error={fieldError('attachments')} onChange={setAttachments} />
        </SectionCard>

        <SectionCard title="申报通知与申报项目">
          <DeclarationEditor
            declaration={document.declaration}
            articles={document.articles}
            issuer={document.issuer}
            published={published}
            errors={errors}
            onChange={setDeclaration}
          />
        </SectionCard>

        {revising ? (
          <SectionCard title="修订说明">
            <TextField
              id={fieldId('note')}
              label="修订说明"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              helperText="发布后随消息发给收藏、关注、订阅或申报过这项政策的企业，如：补助比例由 10% 提高到 15%"
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </SectionCard>
        ) : null}

        <Paper variant="outlined" sx={{ p: 2, position: 'sticky', bottom: 0, zIndex: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" loading={save.isPending} disabled={busy}>
              保存草稿
            </Button>
            {detail ? (
              <Button variant="outlined" onClick={() => void handleSubmitForReview()} loading={step.isPending} disabled={busy}>
                提交审核
              </Button>
            ) : null}
            <Button component={RouterLink} to={detail ? paths.policyPublish.detail(detail.id) : paths.policyPublish.list} disabled={busy}>
              {dirty ? '不保存，返回' : '返回'}
            </Button>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
              {dirty ? '有未保存的修改' : detail ? '已保存' : '新建的草稿保存后可提交审核'}
            </Typography>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

type FailureNoticeProps = {
  failure: Failure;
  detailId: number | null;
  problems: number;
  onTakeLatest: (latest: PolicyDeskDetail) => void;
  onKeepMine: (latest: PolicyDeskDetail) => void;
};

/** Why the server refused, and on a conflict the two ways on: take the other version, or keep this one over it. */
function FailureNotice({ failure, detailId, problems, onTakeLatest, onKeepMine }: FailureNoticeProps) {
  const { latest } = failure;
  const editable = latest?.open?.status === 'draft';
  return (
    <Alert id={SUMMARY_ID} tabIndex={-1} severity="error">
      <AlertTitle>{latest ? '未保存：这份政策已被他人改动' : problems > 0 ? `有 ${problems} 处需要修改` : '未能完成'}</AlertTitle>
      <Stack spacing={1}>
        <span>{failure.message}</span>
        {latest && editable ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button size="small" variant="outlined" onClick={() => onKeepMine(latest)}>
              保留我的修改
            </Button>
            <Button size="small" onClick={() => onTakeLatest(latest)}>
              载入最新内容（放弃我的修改）
            </Button>
          </Stack>
        ) : null}
        {latest && !editable && detailId !== null ? (
          <span>
            这一版本已不能编辑（已提交审核、已发布或已放弃）。您填写的内容仍在下方，可复制后
            <Button component={RouterLink} to={paths.policyPublish.detail(detailId)} size="small">
              查看政策当前状态
            </Button>
          </span>
        ) : null}
      </Stack>
    </Alert>
  );
}
