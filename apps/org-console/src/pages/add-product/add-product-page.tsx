import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  isNotFound,
  useCreateOrgProduct,
  useMyInstitution,
  useOrgProduct,
  useServiceNeeds,
  useUpdateOrgProduct,
  useUploadOrgProductCover,
  type OrgProduct,
  type PriceMode,
} from '@smes/api';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard, getErrorMessage, useToast, validateFields, AUTOCOMPLETE_ZH_CN } from '@smes/ui';
import { paths } from '../../app/paths';
import { InstitutionGate } from '../../features/institution/institution-gate';
import {
  EMPTY_PRODUCT_FORM,
  MAX_NEEDS,
  certifiedCategories,
  coverProblem,
  fromOrgProduct,
  listProblems,
  productFormSchema,
  toProductInput,
  type ProductFormValues,
} from '../../features/institution/product-form';
import { ListingReviewNotice } from '../../features/institution/listing-review-notice';
import { useCoverSrc } from '../../features/institution/use-cover-src';

export default function AddProductPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? null : parseRouteId(rawId);
  const editing = rawId !== undefined;
  const title = editing ? '编辑产品' : '发布产品';
  return (
    <PageContainer>
      <PageHeader
        title={title}
        subtitle="新发布和修改的产品经平台上架审核后在门户展示：新产品审核通过后自动上架，修改通过前门户展示原内容"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '产品管理', to: paths.productManage.list }, { label: title }]}
      />
      <InstitutionGate>{!editing ? <ProductForm product={null} /> : id === null ? <ProductNotFound /> : <EditProduct id={id} />}</InstitutionGate>
    </PageContainer>
  );
}

function ProductNotFound() {
  return (
    <EmptyState
      title="产品不存在"
      description="产品可能不属于本机构，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.productManage.list}>
          返回产品管理
        </Button>
      }
    />
  );
}

function EditProduct({ id }: { id: number }) {
  const product = useOrgProduct({ id });
  if (isNotFound(product.error)) return <ProductNotFound />;
  return (
    <AsyncContent isPending={product.isPending} error={product.error} data={product.data} onRetry={() => void product.refetch()}>
      {(data) => <ProductForm key={data.updatedAt} product={data} />}
    </AsyncContent>
  );
}

type FieldName = keyof ProductFormValues | 'needs' | 'cover';

function ProductForm({ product }: { product: OrgProduct | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const needsOptions = useServiceNeeds();
  const mine = useMyInstitution();
  const categories = certifiedCategories(mine.data?.institution?.serviceCategories);
  const create = useCreateOrgProduct();
  const update = useUpdateOrgProduct();
  const uploadCover = useUploadOrgProductCover();
  const initial = product ? fromOrgProduct(product) : { values: EMPTY_PRODUCT_FORM, needs: [] };
  const [values, setValues] = useState<ProductFormValues>(initial.values);
  const [needs, setNeeds] = useState<string[]>(initial.needs);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = create.isPending || update.isPending || uploadCover.isPending;

  const set = (field: keyof ProductFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = coverProblem(file);
    setErrors((current) => ({ ...current, cover: problem ?? undefined }));
    setCover(problem ? null : file);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<FieldName, string>> = { ...validateFields(values, productFormSchema(values.priceMode)), ...listProblems(values) };
    if (needs.length > MAX_NEEDS) found.needs = `需求标签最多 ${MAX_NEEDS} 个`;
    if (errors.cover) found.cover = errors.cover;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Move focus to the first field that needs attention, so a keyboard or screen-reader user hears why.
      const first = Object.keys(found)[0];
      document.getElementById(`product-${first}`)?.focus();
      return;
    }
    const input = toProductInput(values, needs);
    try {
      const saved = product ? await update.mutateAsync({ id: product.product.id, input }) : await create.mutateAsync(input);
      if (cover) {
        try {
          await uploadCover.mutateAsync({ id: saved.product.id, file: cover });
        } catch (error) {
          // The product is saved; only the cover failed. Continue on the product's own edit page so it can be retried.
          toast.error(`产品已保存，但封面图上传失败：${getErrorMessage(error)}`);
          navigate(paths.productManage.edit(saved.product.id), { replace: true });
          return;
        }
      }
      toast.success(
        !product ? '产品已提交上架审核，审核通过后自动上架' : product.listed ? '修改已提交上架审核，通过前门户展示原内容' : '产品已提交上架审核',
      );
      navigate(paths.productManage.list);
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  };

  const hasCover = Boolean(product?.product.coverUrl);
  return (
    <Box component="form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={product ? '编辑产品' : '发布产品'} sx={{ maxWidth: 860 }}>
      <Stack spacing={3}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {product ? <ListingReviewNotice listed={product.listed} review={product.review} kind="product" /> : null}
        <SectionCard title="基本信息">
          <Stack spacing={2.5}>
            <TextField id="product-name" label="产品名称" required value={values.name} onChange={set('name')} error={Boolean(errors.name)} helperText={errors.name ?? '2–60 个字'} slotProps={{ htmlInput: { maxLength: 60 } }} />
            <TextField
              id="product-category"
              select
              label="服务类别"
              required
              value={values.category}
              onChange={set('category')}
              error={Boolean(errors.category)}
              helperText={errors.category ?? `本机构认证的服务范围：${categories.join('、') || '—'}；其他类别须先在入驻认证中申请`}
            >
              {categories.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              {...AUTOCOMPLETE_ZH_CN}
              multiple
              freeSolo
              options={(needsOptions.data ?? []).map((option) => option.need)}
              value={needs}
              onChange={(_, next) => {
                setNeeds(next.map((need) => need.trim()).filter((need) => need !== '' && need.length <= 20));
                setErrors((current) => ({ ...current, needs: undefined }));
              }}
              renderValue={(selected, getItemProps) =>
                selected.map((need, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={need} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  id="product-needs"
                  label="需求标签"
                  error={Boolean(errors.needs)}
                  helperText={errors.needs ?? `产品能满足的企业需求，如 专利申请代理、研发费用专项审计（最多 ${MAX_NEEDS} 个，可输入新标签后回车）；门户会把它推荐给缺这项条件的企业`}
                />
              )}
            />
            <TextField id="product-summary" label="产品简介" required value={values.summary} onChange={set('summary')} error={Boolean(errors.summary)} helperText={errors.summary ?? '列表中显示的一句话介绍，5–200 个字'} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField
              id="product-description"
              label="服务内容"
              required
              multiline
              minRows={4}
              value={values.description}
              onChange={set('description')}
              error={Boolean(errors.description)}
              helperText={errors.description ?? '服务范围、适用企业、服务方式等，10–5000 个字'}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Stack>
        </SectionCard>
        <SectionCard title="价格与交付">
          <Stack spacing={2.5}>
            <FormControl>
              <FormLabel id="product-price-mode-label">定价方式</FormLabel>
              <RadioGroup
                row
                aria-labelledby="product-price-mode-label"
                value={values.priceMode}
                onChange={(event) => {
                  setValues((current) => ({ ...current, priceMode: event.target.value as PriceMode }));
                  setErrors((current) => ({ ...current, price: undefined }));
                }}
              >
                <FormControlLabel value="fixed" control={<Radio />} label="一口价" />
                <FormControlLabel value="from" control={<Radio />} label="起价" />
                <FormControlLabel value="negotiable" control={<Radio />} label="面议" />
              </RadioGroup>
              <Typography variant="body2" color="text.secondary">
                {values.priceMode === 'fixed' ? '企业按此价格下单，接单即成交。' : '企业下单后由本机构报价，企业接受报价后才开始服务。'}
              </Typography>
            </FormControl>
            {values.priceMode !== 'negotiable' ? (
              <TextField
                id="product-price"
                label={values.priceMode === 'fixed' ? '价格（元）' : '起价（元）'}
                required
                value={values.price}
                onChange={set('price')}
                error={Boolean(errors.price)}
                helperText={errors.price ?? '整数'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            ) : null}
            <TextField id="product-deliveryDays" label="交付周期（天）" required value={values.deliveryDays} onChange={set('deliveryDays')} error={Boolean(errors.deliveryDays)} helperText={errors.deliveryDays ?? '1–365 天'} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField
              id="product-deliverables"
              label="交付成果"
              required
              multiline
              minRows={3}
              value={values.deliverables}
              onChange={set('deliverables')}
              error={Boolean(errors.deliverables)}
              helperText={errors.deliverables ?? '每行一项，最多 10 项，如 专利申请文件'}
            />
            <TextField id="product-process" label="服务流程" multiline minRows={3} value={values.process} onChange={set('process')} error={Boolean(errors.process)} helperText={errors.process ?? '每行一步，最多 10 步（选填）'} />
          </Stack>
        </SectionCard>
        <SectionCard title="封面图">
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {product && hasCover && !cover ? <CurrentCover product={product} /> : null}
            <Button id="product-cover" component="label" variant="outlined">
              {hasCover ? '更换封面图' : '选择封面图'}
              <input type="file" hidden accept="image/jpeg,image/png" onChange={handleCover} />
            </Button>
            <Typography variant="body2" color={errors.cover ? 'error' : 'text.secondary'} role={errors.cover ? 'alert' : undefined}>
              {errors.cover ?? (cover ? `已选择：${cover.name}，保存时上传` : 'JPG 或 PNG，不超过 2 MB（选填）')}
            </Typography>
          </Stack>
        </SectionCard>
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? '正在保存…' : '保存'}
          </Button>
          <Button component={RouterLink} to={paths.productManage.list} disabled={saving}>
            取消
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The saved cover; an off-shelf product's cover is not served yet, so it is named instead of shown broken. */
function CurrentCover({ product }: { product: OrgProduct }) {
  const src = useCoverSrc(product);
  if (src === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        已上传封面图，产品上架后显示
      </Typography>
    );
  }
  return <Box component="img" src={src} alt="当前封面图" sx={{ width: 240, maxWidth: '100%', borderRadius: 1 }} />;
}
