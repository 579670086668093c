import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useServiceCases, useServiceInstitutions, useServiceProducts } from '@smes/api';
import { AsyncContent, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths, withQuery } from '../../app/paths';
import { CaseCard } from '../../features/service/case-card';
import { InstitutionCard } from '../../features/service/institution-card';
import { ProductCard } from '../../features/service/product-card';
import { SERVICE_CATEGORIES } from '../../features/service/service-labels';
import { ListSearchForm } from '../../shared/list/list-search-form';

const cardGrid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} size="small">
      {children}
    </Button>
  );
}

/** 找服务: search, the service categories, and the best-rated institutions, most-ordered products and latest cases. */
export default function ServicePage() {
  const navigate = useNavigate();
  const institutions = useServiceInstitutions({ query: { pageNum: 1, pageSize: 6, orderBy: 'rating' } });
  const products = useServiceProducts({ query: { pageNum: 1, pageSize: 6, orderBy: 'orders' } });
  const cases = useServiceCases({ query: { pageNum: 1, pageSize: 3 } });

  return (
    <PageContainer>
      <PageHeader
        title="找服务"
        subtitle="平台认证的服务机构、服务产品与成功案例，在线下单、验收和评价"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找服务' }]}
      />
      <ListSearchForm
        label="搜索服务产品"
        placeholder="想找什么服务，如：专利申请、研发费用审计、信用修复"
        value={undefined}
        onSubmit={(keyword) => void navigate(withQuery(paths.service.productPage, { keyword }))}
      />
      <Stack spacing={3}>
        <SectionCard title="服务类别">
          <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category}>
                <Button component={RouterLink} to={withQuery(paths.service.institutions, { category })} variant="outlined">
                  {category}
                </Button>
              </li>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title="优质服务机构" action={<MoreLink to={paths.service.institutions}>查看全部机构</MoreLink>}>
          <AsyncContent
            isPending={institutions.isPending}
            error={institutions.error}
            data={institutions.data?.rows}
            onRetry={() => void institutions.refetch()}
            empty={<Box sx={{ color: 'text.secondary' }}>暂无认证的服务机构</Box>}
          >
            {(rows) => (
              <Box sx={cardGrid}>
                {rows.map((institution) => (
                  <InstitutionCard key={institution.id} institution={institution} />
                ))}
              </Box>
            )}
          </AsyncContent>
        </SectionCard>
        <SectionCard title="热门服务产品" action={<MoreLink to={paths.service.productPage}>查看全部产品</MoreLink>}>
          <AsyncContent
            isPending={products.isPending}
            error={products.error}
            data={products.data?.rows}
            onRetry={() => void products.refetch()}
            empty={<Box sx={{ color: 'text.secondary' }}>暂无上架的服务产品</Box>}
          >
            {(rows) => (
              <Box sx={cardGrid}>
                {rows.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </Box>
            )}
          </AsyncContent>
        </SectionCard>
        <SectionCard title="成功案例" action={<MoreLink to={withQuery(paths.service.productPage, { tab: 'cases' })}>查看全部案例</MoreLink>}>
          <AsyncContent
            isPending={cases.isPending}
            error={cases.error}
            data={cases.data?.rows}
            onRetry={() => void cases.refetch()}
            empty={<Box sx={{ color: 'text.secondary' }}>暂无公开的成功案例</Box>}
          >
            {(rows) => (
              <Box sx={cardGrid}>
                {rows.map((serviceCase) => (
                  <CaseCard key={serviceCase.id} serviceCase={serviceCase} />
                ))}
              </Box>
            )}
          </AsyncContent>
        </SectionCard>
        <SectionCard title="服务机构入驻">
          <Typography variant="body2" sx={{ mb: 2 }}>
            知识产权、财税、法律、认证检测、人力资源、融资等服务机构，提交主体信息、资质与服务范围，经平台审核通过后即可发布服务产品与案例。
          </Typography>
          <Button component={RouterLink} to={paths.serviceAuthentication} variant="outlined">
            申请机构入驻认证
          </Button>
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
