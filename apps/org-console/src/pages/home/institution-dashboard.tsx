import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { orderStatusLabel, useOrgDashboard, type OrgDashboard, type ServiceOrderStatus } from '@smes/api';
import { OrderStatusChip } from '@smes/hand-over';
import { withQuery } from '@smes/shell';
import { AsyncContent, EmptyState, SectionCard, formatChinaDate, formatChinaDateTime, formatNumber, RATING_ZH_CN } from '@smes/ui';
import { paths } from '../../app/paths';

/**
 * The statuses of open orders, in the order they move: 待确认, 已接单 and 服务中 wait for the institution, 已报价 and
 * 待验收 for the enterprise (已完成 and the closed ones are history).
 */
const TO_HANDLE: readonly ServiceOrderStatus[] = ['pending', 'quoted', 'accepted', 'in_service', 'delivered'];

export function InstitutionDashboard() {
  const dashboard = useOrgDashboard();
  return (
    <AsyncContent isPending={dashboard.isPending} error={dashboard.error} data={dashboard.data} onRetry={() => void dashboard.refetch()}>
      {(data) => <DashboardContent data={data} />}
    </AsyncContent>
  );
}

function DashboardContent({ data }: { data: OrgDashboard }) {
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="dashboard-orders-heading">
        <Typography id="dashboard-orders-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          待处理订单
        </Typography>
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }}>
          {TO_HANDLE.map((status) => (
            <li key={status}>
              <Figure
                label={orderStatusLabel(status)}
                value={formatNumber(data.orderCounts[status])}
                to={withQuery(paths.orderManage.list, { status })}
                linkLabel={`查看${orderStatusLabel(status)}订单（${data.orderCounts[status]} 个）`}
              />
            </li>
          ))}
        </Box>
      </Box>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }} aria-label="经营概况">
        <li>
          <Figure
            label="上架产品"
            value={`${formatNumber(data.productsOnShelf)} / ${formatNumber(data.productsTotal)}`}
            hint={data.listingsPending > 0 ? `${data.listingsPending} 项待上架审核` : undefined}
            to={withQuery(paths.productManage.list, { status: 'on_shelf' })}
            linkLabel={`查看上架中的产品（${data.productsOnShelf} 个）`}
          />
        </li>
        <li>
          <Figure label="公开案例" value={formatNumber(data.casesPublic)} to={paths.successCases.list} linkLabel={`查看成功案例（公开 ${data.casesPublic} 个）`} />
        </li>
        <li>
          <Figure label="综合评分" value={data.rating.average === null ? '暂无评分' : `${data.rating.average.toFixed(1)} 分`} hint={`${data.rating.count} 条评价`} />
        </li>
        <li>
          <Figure
            label="未读消息"
            value={formatNumber(data.unreadMessages)}
            to={withQuery(paths.messageCenter, { tab: 'unread' })}
            linkLabel={`查看未读消息（${data.unreadMessages} 条）`}
          />
        </li>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <SectionCard title="最早待处理的订单">
          {data.recentOrders.length === 0 ? (
            <EmptyState title="暂无待处理的订单" description="企业下单后，订单会出现在这里。" />
          ) : (
            <List disablePadding>
              {data.recentOrders.map((order) => (
                <ListItem key={order.id} disableGutters divider sx={{ display: 'block' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
                    <Link component={RouterLink} to={paths.orderManage.detail(order.id)}>
                      {order.productName}
                    </Link>
                    <OrderStatusChip status={order.status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {order.enterpriseName} · 下单于 {formatChinaDateTime(order.createdAt)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
        <SectionCard title="最近评价">
          {data.recentReviews.length === 0 ? (
            <EmptyState title="暂无评价" description="企业确认验收后可以评价，评价会显示在这里和产品页上。" />
          ) : (
            <List disablePadding>
              {data.recentReviews.map((review) => (
                <ListItem key={review.id} disableGutters divider sx={{ display: 'block' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Rating {...RATING_ZH_CN} value={review.average} precision={0.5} readOnly size="small" aria-hidden />
                    <Typography variant="body2">{review.average.toFixed(1)} 分</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {review.reviewerName} · {review.productName} · {formatChinaDate(review.createdAt)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {review.text}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Box>
    </Stack>
  );
}

type FigureProps = { label: string; value: string; hint?: string; to?: string; linkLabel?: string };

function Figure({ label, value, hint, to, linkLabel }: FigureProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {to ? (
          <Link component={RouterLink} to={to} underline="hover" aria-label={linkLabel}>
            {value}
          </Link>
        ) : (
          value
        )}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}
