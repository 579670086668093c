import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { isNotFound, useCreateOrgCase, useMyInstitution, useOrgCase, useOrgProducts, useUpdateOrgCase, type OrgCase } from '@smes/api';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard, formatChinaDate, getErrorMessage, useToast, validateFields } from '@smes/ui';
import { paths } from '../../app/paths';
import { EMPTY_CASE_FORM, caseFormSchema, fromOrgCase, futureDateProblems, toCaseInput, type CaseFormValues } from '../../features/institution/case-form';
import { InstitutionGate } from '../../features/institution/institution-gate';
import { ListingReviewNotice } from '../../features/institution/listing-review-notice';
import { certifiedCategories } from '../../features/institution/product-form';

/** The product picker lists the institution's products on one page; the contract's largest page. */
const PRODUCT_PICKER_SIZE = 100;

export default function EditCasesPage() {
  const { id: rawId } = useParams();
  const editing = rawId !== undefined;
  const id = editing ? parseRouteId(rawId) : null;
  const title = editing ? '编辑案例' : '新增案例';
  return (
    <PageContainer>
      <PageHeader
        title={title}
        subtitle="案例经平台上架审核、客户同意并选择公开后在门户展示；撤回同意或取消公开立即生效"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '成功案例', to: paths.successCases.list }, { label: title }]}
      />
      <InstitutionGate>{!editing ? <CaseForm saved={null} /> : id === null ? <CaseNotFound /> : <EditCase id={id} />}</InstitutionGate>
    </PageContainer>
  );
}

function CaseNotFound() {
  return (
    <EmptyState
      title="案例不存在"
      description="案例可能不属于本机构，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.successCases.list}>
          返回成功案例
        </Button>
      }
    />
  );
}

function EditCase({ id }: { id: number }) {
  const found = useOrgCase({ id });
  if (isNotFound(found.error)) return <CaseNotFound />;
  return (
    <AsyncContent isPending={found.isPending} error={found.error} data={found.data} onRetry={() => void found.refetch()}>
      {(data) => <CaseForm key={data.updatedAt} saved={data} />}
    </AsyncContent>
  );
}

type CaseTextField = Exclude<keyof CaseFormValues, 'consented' | 'published'>;

function CaseForm({ saved }: { saved: OrgCase | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateOrgCase();
  const update = useUpdateOrgCase();
  const products = useOrgProducts({ query: { pageNum: 1, pageSize: PRODUCT_PICKER_SIZE } });
  const mine = useMyInstitution();
  const categories = certifiedCategories(mine.data?.institution?.serviceCategories);
  const today = formatChinaDate(new Date());
  const [values, setValues] = useState<CaseFormValues>(saved ? fromOrgCase(saved) : EMPTY_CASE_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const set = (field: CaseTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = { ...validateFields(values, caseFormSchema(values.consented)), ...futureDateProblems(values, today) };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`case-${first}`)?.focus();
      return;
    }
    const input = toCaseInput(values);
    try {
      const result = saved ? await update.mutateAsync({ id: saved.case.id, input }) : await create.mutateAsync(input);
      toast.success(
        result.review?.state === 'pending'
          ? result.listed
            ? '修改已提交上架审核，通过前门户展示原内容'
            : '案例已提交上架审核，审核通过后按公开设置展示'
          : result.public
            ? '案例已保存，已在门户公开'
            : '案例已保存（未公开）',
      );
      navigate(paths.successCases.detail(result.case.id));
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  };

  const text = (field: CaseTextField, label: string, options: { multiline?: boolean; max?: number; hint?: string; type?: string; maxDate?: string } = {}) => (
    <TextField
      id={`case-${field}`}
      label={label}
      required={field !== 'productId'}
      type={options.type}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] || options.hint}
      slotProps={{
        htmlInput: options.max ? { maxLength: options.max } : options.maxDate ? { max: options.maxDate } : undefined,
        inputLabel: options.type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );

  return (
    <Box component="form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={saved ? '编辑案例' : '新增案例'} sx={{ maxWidth: 860 }}>
      <Stack spacing={3}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {saved ? <ListingReviewNotice kind="case" listed={saved.listed} review={saved.review} /> : null}
        <SectionCard title="案例内容">
          <Stack spacing={2.5}>
            {text('title', '案例标题', { max: 60, hint: '4–60 个字，不写客户名称' })}
            <TextField
              id="case-category"
              select
              label="服务类别"
              required
              value={values.category}
              onChange={set('category')}
              error={Boolean(errors.category)}
              helperText={errors.category || `本机构认证的服务范围：${categories.join('、') || '—'}`}
            >
              {categories.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </TextField>
            {text('clientIndustry', '客户行业', { max: 30, hint: '如 智能制造；门户只显示行业，不显示客户名称' })}
            {text('summary', '案例摘要', { max: 200 })}
            {text('problem', '客户问题', { multiline: true, max: 2000 })}
            {text('approach', '服务过程', { multiline: true, max: 2000 })}
            {text('result', '服务成效', { multiline: true, max: 2000 })}
            {text('completedOn', '完成日期', { type: 'date', maxDate: today, hint: '不能晚于今天' })}
            <TextField id="case-productId" select label="关联产品" value={values.productId} onChange={set('productId')} helperText="选填：门户的产品页会展示关联的案例">
              <MenuItem value="">不关联</MenuItem>
              {(products.data?.rows ?? []).map((row) => (
                <MenuItem key={row.product.id} value={String(row.product.id)}>
                  {row.product.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </SectionCard>
        <SectionCard title="客户同意与公开">
          <Stack spacing={2}>
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.consented}
                    onChange={(event) => {
                      const consented = event.target.checked;
                      setValues((current) => ({ ...current, consented, published: consented && current.published }));
                    }}
                  />
                }
                label="客户已同意公开本案例"
              />
              <FormHelperText>同意记录（同意人、日期）随案例保存；撤回同意后案例立即从门户撤下。</FormHelperText>
            </Box>
            {values.consented ? (
              <>
                {text('consentBy', '同意人', { max: 30, hint: '客户方同意人的姓名或职务' })}
                {text('consentOn', '同意日期', { type: 'date', maxDate: today })}
              </>
            ) : null}
            <Box>
              <FormControlLabel
                control={<Checkbox checked={values.published} disabled={!values.consented} onChange={(event) => setValues((current) => ({ ...current, published: event.target.checked }))} />}
                label="公开到门户"
              />
              <FormHelperText>{values.consented ? '公开后企业可在“服务产品与案例”中看到本案例' : '客户同意后才能公开'}</FormHelperText>
            </Box>
          </Stack>
        </SectionCard>
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? '正在保存…' : '保存'}
          </Button>
          <Button component={RouterLink} to={saved ? paths.successCases.detail(saved.case.id) : paths.successCases.list} disabled={saving}>
            取消
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
