import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIpRecords, useServiceProducts } from '@smes/api';
import type { ServiceProductCard } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { IP_PACKAGE_LABELS, IP_PACKAGE_NEEDS, ipStewardAdvice } from '../../features/enterprise/ip-steward-advice';
import type { IpPackageNeed } from '../../features/enterprise/ip-steward-advice';
import { ProductCard } from '../../features/service/product-card';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { paths, withQuery } from '../../app/paths';

// Closed at load: fetched when the pointer or focus reaches its button, mounted on the first tap (ADR 72).
const loadOrderDialog = () => import('../../features/service/order-dialog');
const OrderDialog = lazy(() => loadOrderDialog().then((module) => ({ default: module.OrderDialog })));

/** 找服务's category whose products are the 管家's packages. */
const IP_CATEGORY = '知识产权';
/** The category holds a few dozen products at most; one page shows them all under each tab. */
const PACKAGE_PAGE_SIZE = 50;

export default function IntellectualPropertyStewardPage() {
  const { isLoggedIn } = useSession();
  const [need, setNeed] = useState<IpPackageNeed | undefined>(undefined);
  return (
    <PageContainer>
      <PageHeader
        title="知识产权管家"
        subtitle="专利申请、商标注册、贯标和高价值专利培育：认证服务机构的知识产权服务，可直接下单，订单在「我的订单」中跟进"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '企业档案一览', to: paths.enterprise.overview }, { label: '知识产权管家' }]}
      />
      <Stack spacing={3}>
        {isLoggedIn ? <Advice onPick={setNeed} /> : null}
        <Box>
          <FilterTabs label="服务内容" value={need} options={IP_PACKAGE_NEEDS} labels={IP_PACKAGE_LABELS} onChange={setNeed} />
          <Packages need={need} />
        </Box>
      </Stack>
    </PageContainer>
  );
}

function Advice({ onPick }: { onPick: (need: IpPackageNeed) => void }) {
  const records = useIpRecords();
  if (!records.data) return null;
  const advice = ipStewardAdvice(records.data);
  return (
    <SectionCard title="按知识产权台账的建议">
      {records.data.rows.length === 0 ? (
        <Typography variant="body2">
          先在
          <Link component={RouterLink} to={paths.enterprise.knowledgeRecord} underline="always" sx={{ mx: 0.5 }}>
            知识产权台账
          </Link>
          登记已有的专利、商标和软件著作权，管家会按台账建议该办的服务。
        </Typography>
      ) : advice.length === 0 ? (
        <Typography variant="body2">台账中的知识产权暂无需要跟进的事项。</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {advice.map((item) => (
            <Typography component="li" variant="body2" key={item.need}>
              {item.reason}
              <Button size="small" onClick={() => onPick(item.need)} sx={{ ml: 1 }}>
                查看{IP_PACKAGE_LABELS[item.need]}服务
              </Button>
            </Typography>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Packages({ need }: { need: IpPackageNeed | undefined }) {
  const products = useServiceProducts({ query: { category: IP_CATEGORY, pageNum: 1, pageSize: PACKAGE_PAGE_SIZE, ...(need ? { need } : {}) } });
  return (
    <AsyncContent isPending={products.isPending} error={products.error} data={products.data} onRetry={() => void products.refetch()}>
      {(page) =>
        page.rows.length === 0 ? (
          <EmptyState
            title="暂无此类服务"
            description="认证机构上架新的知识产权服务后会出现在这里。"
            action={
              <Button component={RouterLink} to={withQuery(paths.service.productPage, { category: IP_CATEGORY })} variant="outlined">
                到找服务看看
              </Button>
            }
          />
        ) : (
          <Box component="ul" aria-label="知识产权服务" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
            {page.rows.map((product) => (
              <Box component="li" key={product.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <ProductCard product={product} />
                <OrderButton product={product} />
              </Box>
            ))}
          </Box>
        )
      }
    </AsyncContent>
  );
}

/** 下单 through 找服务's own order form; a visitor logs in first and comes back here. */
function OrderButton({ product }: { product: ServiceProductCard }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const label = `${product.name}（${product.institutionName}）`;
  if (!isLoggedIn) {
    return (
      <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="outlined" aria-label={`登录后下单：${label}`} sx={{ alignSelf: 'flex-start' }}>
        登录后下单
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onPointerEnter={() => void loadOrderDialog()} onFocus={() => void loadOrderDialog()} onClick={() => setOpen(true)} aria-label={`下单：${label}`} sx={{ alignSelf: 'flex-start' }}>
        下单
      </Button>
      {open ? <Suspense fallback={null}><OrderDialog product={product} open onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
