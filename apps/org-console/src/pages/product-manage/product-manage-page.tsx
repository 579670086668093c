import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@smes/config';
import { readPage } from '@smes/shell';
import { useOrgProducts, useShelveOrgProduct, type OrgProduct, type ServiceProductStatus } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator, StatusChip, formatChinaDate, getErrorMessage, useToast } from '@smes/ui';
import { paths } from '../../app/paths';
import { InstitutionGate } from '../../features/institution/institution-gate';
import { priceText } from '@smes/hand-over';
import { useCoverSrc } from '../../features/institution/use-cover-src';

const ALL = 'all';
const STATUS_TABS: readonly { value: ServiceProductStatus; label: string }[] = [
  { value: 'on_shelf', label: '上架中' },
  { value: 'off_shelf', label: '已下架' },
];

function readStatus(raw: string | null): ServiceProductStatus | undefined {
  return STATUS_TABS.find((tab) => tab.value === raw)?.value;
}

export default function ProductManagePage() {
  return (
    <PageContainer>
      <PageHeader
        title="产品管理"
        subtitle="发布和维护服务产品：新建和修改的产品经平台上架审核后，出现在门户的“服务产品与案例”中"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '产品管理' }]}
        actions={
          <Button component={RouterLink} to={paths.productManage.add} variant="contained">
            发布产品
          </Button>
        }
      />
      <InstitutionGate>
        <ProductList />
      </InstitutionGate>
    </PageContainer>
  );
}

function ProductList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const pageNum = readPage(searchParams);
  const products = useOrgProducts({ query: { status, pageNum, pageSize: DEFAULT_PAGE_SIZE } });

  return (
    <Stack spacing={2}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={status ?? ALL} onChange={(_, value: string) => setSearchParams(value === ALL ? {} : { status: value })} aria-label="上架状态">
          <Tab value={ALL} label="全部" />
          {STATUS_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
      </Box>
      <AsyncContent
        isPending={products.isPending}
        error={products.error}
        data={products.data}
        isEmpty={(page) => page.rows.length === 0}
        onRetry={() => void products.refetch()}
        empty={
          <EmptyState
            title={status === 'off_shelf' ? '没有已下架的产品' : status === 'on_shelf' ? '没有上架中的产品' : '还没有服务产品'}
            description="发布产品并上架后，企业就能在门户找到并下单。"
            action={
              <Button component={RouterLink} to={paths.productManage.add} variant="outlined">
                发布产品
              </Button>
            }
          />
        }
      >
        {(page) => (
          <Stack spacing={2}>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="产品列表">
              {page.rows.map((product) => (
                <ProductRow key={product.product.id} product={product} />
              ))}
            </Stack>
            <Paginator
              page={page.pageNum}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(next) => setSearchParams({ ...(status ? { status } : {}), pageNum: String(next) })}
              showSizeChanger={false}
            />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function ProductRow({ product: row }: { product: OrgProduct }) {
  const toast = useToast();
  const shelve = useShelveOrgProduct();
  const [problem, setProblem] = useState<string | null>(null);
  const { product } = row;
  const coverSrc = useCoverSrc(row);
  const onShelf = row.status === 'on_shelf';
  const next: ServiceProductStatus = onShelf ? 'off_shelf' : 'on_shelf';

  const handleShelf = () => {
    setProblem(null);
    shelve.mutate(
      { id: product.id, status: next },
      {
        onSuccess: () => toast.success(onShelf ? `已下架“${product.name}”` : `已上架“${product.name}”`),
        onError: (error) => setProblem(getErrorMessage(error)),
      },
    );
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ minWidth: 0 }}>
          {coverSrc ? (
            <Box component="img" src={coverSrc} alt="" sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {product.name}
              </Typography>
              <StatusChip status={onShelf ? 'open' : 'closed'} label={onShelf ? '上架中' : '已下架'} />
              {row.review?.state === 'pending' ? <StatusChip status="pending" label={row.listed ? '修改待审核' : '待上架审核'} /> : null}
              {row.review?.state === 'rejected' ? <StatusChip status="rejected" label="审核未通过" /> : null}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {product.category} · {priceText(product.priceMode, product.price)} · 交付周期 {product.deliveryDays} 天 · 已完成 {product.orderCount} 单 · 更新于 {formatChinaDate(row.updatedAt)}
            </Typography>
            {product.needs.length > 0 ? (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }} aria-label="需求标签">
                {product.needs.map((need) => (
                  <Chip key={need} size="small" variant="outlined" label={need} />
                ))}
              </Stack>
            ) : null}
            {row.review?.state === 'rejected' ? (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {`上架审核未通过：${row.review.reason ?? ''}。修改后保存即重新提交。`}
              </Typography>
            ) : null}
            {problem ? (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                {problem}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Link component={RouterLink} to={paths.productManage.edit(product.id)} aria-label={`编辑“${product.name}”`}>
            编辑
          </Link>
          {onShelf || row.listed ? (
            <Button size="small" variant={onShelf ? 'outlined' : 'contained'} disabled={shelve.isPending} onClick={handleShelf} aria-label={`${onShelf ? '下架' : '上架'}“${product.name}”`}>
              {onShelf ? '下架' : '上架'}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              审核通过后自动上架
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
