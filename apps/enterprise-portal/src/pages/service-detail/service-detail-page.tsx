import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useServiceProduct, type ServiceProductCard, type ServiceProductDetail } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, FactList, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths, parseRouteId } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';
import { CaseCard } from '../../features/service/case-card';
import { InstitutionCard } from '../../features/service/institution-card';
import { PagedReviews } from '../../features/service/paged-reviews';
import { RatingBreakdown } from '../../features/service/rating-breakdown';
import { ProductCover } from '../../features/service/product-cover';
import { priceText } from '@smes/hand-over';

// Closed at load: fetched when the pointer or focus reaches its button, mounted on the first tap (ADR 72).
const loadOrderDialog = () => import('../../features/service/order-dialog');
const OrderDialog = lazy(() => loadOrderDialog().then((module) => ({ default: module.OrderDialog })));

function ProductMissing() {
  return <MissingContent title="服务产品不存在" backLabel="返回服务产品与案例" backTo={paths.service.productPage} />;
}

/** 服务产品详情: price or 面议, delivery time, what is delivered and how, the institution, cases and reviews. */
export default function ServiceDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <ProductMissing /> : <ProductLoader id={id} />}</PageContainer>;
}

function ProductLoader({ id }: { id: number }) {
  const product = useServiceProduct(id);
  if (isNotFound(product.error)) return <ProductMissing />;
  return (
    <AsyncContent isPending={product.isPending} error={product.error} data={product.data} onRetry={() => void product.refetch()}>
      {(detail) => <ProductView detail={detail} />}
    </AsyncContent>
  );
}

function ProductView({ detail }: { detail: ServiceProductDetail }) {
  const { product } = detail;
  return (
    <>
      <PageHeader
        title={product.name}
        subtitle={product.summary}
        actions={<OrderButton product={product} />}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找服务', to: paths.service.hub },
          { label: '服务产品与案例', to: paths.service.productPage },
          { label: product.name },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box>
          <Stack spacing={3}>
            <SectionCard title="产品信息">
              <ProductCover productId={product.id} coverUrl={product.coverUrl} name={product.name} size="detail" />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
                <Typography component="p" variant="h5" color="secondary" sx={{ fontWeight: 700 }}>
                  {priceText(product.priceMode, product.price)}
                </Typography>
                <Chip size="small" label={product.category} />
                {product.needs.map((need) => (
                  <Chip key={need} size="small" variant="outlined" label={need} />
                ))}
              </Stack>
              <FactList
                facts={[
                  ['价格', priceText(product.priceMode, product.price)],
                  ['交付周期', `${product.deliveryDays} 天`],
                  ['服务机构', <Link key="institution" component={RouterLink} to={paths.service.institutionDetail(product.institutionId)}>{product.institutionName}</Link>],
                  ['机构所在地', product.regionName],
                  ['已完成订单', `${product.orderCount} 单`],
                ]}
              />
              <Typography component="p" sx={{ mt: 2, lineHeight: 1.9 }}>
                {detail.description}
              </Typography>
            </SectionCard>
            <SectionCard title="交付成果">
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {detail.deliverables.map((item) => (
                  <Typography key={item} component="li" sx={{ mb: 0.5 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            </SectionCard>
            {detail.process.length > 0 ? (
              <SectionCard title="服务流程">
                <Box component="ol" sx={{ m: 0, pl: 3 }}>
                  {detail.process.map((step) => (
                    <Typography key={step} component="li" sx={{ mb: 0.5 }}>
                      {step}
                    </Typography>
                  ))}
                </Box>
              </SectionCard>
            ) : null}
            <SectionCard title="用户评价">
              <RatingBreakdown rating={detail.rating} />
              {detail.rating.count > 0 ? (
                <Box sx={{ mt: 3 }}>
                  <PagedReviews of={{ product: product.id }} />
                </Box>
              ) : null}
            </SectionCard>
          </Stack>
        </Box>
        <Box>
          <Stack spacing={3}>
            <Box component="section" aria-label="服务机构">
              <InstitutionCard institution={detail.institution} headingLevel="h2" />
            </Box>
            {detail.cases.length > 0 ? (
              <SectionCard title="相关案例">
                <Stack spacing={1.5}>
                  {detail.cases.map((serviceCase) => (
                    <CaseCard key={serviceCase.id} serviceCase={serviceCase} />
                  ))}
                </Stack>
              </SectionCard>
            ) : null}
          </Stack>
        </Box>
      </Box>
    </>
  );
}

/** 立即下单: the order form for a signed-in account; a visitor logs in first and comes back to this product. */
function OrderButton({ product }: { product: ServiceProductCard }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!isLoggedIn) {
    return (
      <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="contained">
        登录后下单
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onPointerEnter={() => void loadOrderDialog()} onFocus={() => void loadOrderDialog()} onClick={() => setOpen(true)}>
        立即下单
      </Button>
      {open ? <Suspense fallback={null}><OrderDialog product={product} open onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
