import type { OrgProduct, PriceMode, ServiceCategory, ServiceProductInput } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { FieldSchema } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.ServiceProductInput;

/** The 服务类别 in the contract's order; a form offers only those the institution is certified for. */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = PORTAL_SCHEMA_LIMITS.ServiceCategory.enum;

/** The categories an institution may publish in: its certified ones, in the contract's order. */
export function certifiedCategories(certified: readonly string[] | undefined): ServiceCategory[] {
  return SERVICE_CATEGORIES.filter((category) => certified?.includes(category));
}

export const MAX_NEEDS: number = LIMITS.needs.maxItems;
export const MAX_LIST_ITEMS: number = LIMITS.deliverables.maxItems;
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png'] as const;

/** What the form edits: text fields as typed, the lists one item per line, the need tags as chips. */
export type ProductFormValues = {
  name: string;
  category: ServiceCategory | '';
  summary: string;
  description: string;
  priceMode: PriceMode;
  price: string;
  deliveryDays: string;
  deliverables: string;
  process: string;
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  summary: '',
  description: '',
  priceMode: 'fixed',
  price: '',
  deliveryDays: '',
  deliverables: '',
  process: '',
};

/** The contract's limits (ServiceProductInput), as the form's rules; the server checks them again. */
export function productFormSchema(priceMode: PriceMode): FieldSchema {
  return {
    name: { label: '产品名称', rules: { required: true, min: LIMITS.name.minLength, max: LIMITS.name.maxLength } },
    category: { label: '服务类别', rules: { required: true, message: '请选择服务类别' } },
    summary: { label: '产品简介', rules: { required: true, min: LIMITS.summary.minLength, max: LIMITS.summary.maxLength } },
    description: { label: '服务内容', rules: { required: true, min: LIMITS.description.minLength, max: LIMITS.description.maxLength } },
    ...(priceMode === 'negotiable' ? {} : { price: { label: '价格', rules: { required: true, type: 'integer', min: LIMITS.price.minimum, max: LIMITS.price.maximum } } }),
    deliveryDays: { label: '交付周期', rules: { required: true, type: 'integer', min: LIMITS.deliveryDays.minimum, max: LIMITS.deliveryDays.maximum } },
    deliverables: { label: '交付成果', rules: { required: true } },
  } satisfies FieldSchema;
}

export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Checks the line lists beyond what one field rule can say: how many lines and how long each may be. */
export function listProblems(values: ProductFormValues): Partial<Record<'deliverables' | 'process', string>> {
  const problems: Partial<Record<'deliverables' | 'process', string>> = {};
  for (const [field, label] of [
    ['deliverables', '交付成果'],
    ['process', '服务流程'],
  ] as const) {
    const lines = splitLines(values[field]);
    if (lines.length > MAX_LIST_ITEMS) problems[field] = `${label}最多 ${MAX_LIST_ITEMS} 项（每行一项）`;
    else if (lines.some((line) => line.length > 100)) problems[field] = `${label}每项最多 100 个字符`;
  }
  return problems;
}

export function toProductInput(values: ProductFormValues, needs: readonly string[]): ServiceProductInput {
  return {
    name: values.name.trim(),
    category: values.category as ServiceCategory,
    needs: [...new Set(needs.map((need) => need.trim()).filter((need) => need !== ''))].slice(0, MAX_NEEDS),
    summary: values.summary.trim(),
    description: values.description.trim(),
    priceMode: values.priceMode,
    // 面议 carries no price at all: the server refuses a price beside it.
    price: values.priceMode === 'negotiable' ? null : Number(values.price),
    deliveryDays: Number(values.deliveryDays),
    deliverables: splitLines(values.deliverables),
    process: splitLines(values.process),
  };
}

export function fromOrgProduct({ product, description, deliverables, process }: OrgProduct): { values: ProductFormValues; needs: string[] } {
  return {
    values: {
      name: product.name,
      category: product.category,
      summary: product.summary,
      description,
      priceMode: product.priceMode,
      price: product.price === null ? '' : String(product.price),
      deliveryDays: String(product.deliveryDays),
      deliverables: deliverables.join('\n'),
      process: process.join('\n'),
    },
    needs: [...product.needs],
  };
}

/** A cover is a JPG or PNG of at most 2 MB; checked on choosing, before the upload (the server decides from the bytes). */
export function coverProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return '封面图只支持 JPG 或 PNG 格式';
  if (file.size > COVER_MAX_BYTES) return '封面图不能超过 2 MB';
  return null;
}
