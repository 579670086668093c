import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@smes/config';
import { readPage } from '@smes/shell';
import { ORDER_STATUS_TABS, ORDER_STATUSES, orderStatusLabel, useOrgOrders, type ServiceOrderStatus, type ServiceOrderSummary } from '@smes/api';
import { OrderStatusChip, orderPriceText } from '@smes/hand-over';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { InstitutionGate } from '../../features/institution/institution-gate';

const ALL = 'all';

function readStatus(raw: string | null): ServiceOrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === raw);
}

export default function OrderManagePage() {
  return (
    <PageContainer>
      <PageHeader title="订单管理" subtitle="企业下的订单：一口价接单、起价和面议先报价，开始服务、交付，企业验收后完成" breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '订单管理' }]} />
      <InstitutionGate>
        <OrderList />
      </InstitutionGate>
    </PageContainer>
  );
}

function OrderList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const pageNum = readPage(searchParams);
  const orders = useOrgOrders({ query: { status, pageNum, pageSize: DEFAULT_PAGE_SIZE } });

  // The tab and page live in the address, so a link from the dashboard opens the right tab and Back returns to it.
  const handleTab = (_: unknown, value: string) => {
    setSearchParams(value === ALL ? {} : { status: value });
  };
  const handlePage = (page: number) => {
    setSearchParams({ ...(status ? { status } : {}), pageNum: String(page) });
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={status ?? ALL} onChange={handleTab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="订单状态">
          <Tab value={ALL} label="全部" />
          {ORDER_STATUS_TABS.map((tab) => (
            <Tab key={tab.status} value={tab.status} label={tab.label} />
          ))}
        </Tabs>
      </Box>
      <AsyncContent
        isPending={orders.isPending}
        error={orders.error}
        data={orders.data}
        isEmpty={(page) => page.rows.length === 0}
        onRetry={() => void orders.refetch()}
        empty={<EmptyState title={status ? `暂无${orderStatusLabel(status)}的订单` : '暂无订单'} description="企业在门户下单后，订单会出现在这里。" />}
      >
        {(page) => (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary" role="status">
              共 {page.total} 个订单
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="订单列表">
              {page.rows.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </Stack>
            <Paginator page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={handlePage} showSizeChanger={false} />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function OrderRow({ order }: { order: ServiceOrderSummary }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={paths.orderManage.detail(order.id)}>
              {order.productName}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            订单号 {order.orderNo} · {order.enterpriseName} · 下单于 {formatChinaDateTime(order.createdAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{orderPriceText(order)}</Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
      </Stack>
    </Paper>
  );
}
