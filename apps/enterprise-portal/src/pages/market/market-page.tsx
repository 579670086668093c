import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDemands } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths } from '../../app/paths';
import { DemandCard } from '../../features/market/demand-card';

/** The newest public demands the hub shows. */
export const HUB_DEMAND_COUNT = 6;

const SUB_PAGES = [
  { title: '市场项目', to: paths.market.order.list, description: '采购、合作、外包与技术需求，企业发布、平台审核后公开，登录即可对接。' },
  { title: '优质中小企业', to: paths.market.custom, description: '按专精特新、创新型、高新技术企业等梯度，以及行业、地区和主营产品查找企业。' },
  { title: '链主合作平台', to: paths.market.platform.list, description: '重点产业链的链主企业与供需机会，查看本企业与各条链的匹配度。' },
] as const;

/** 找市场: the three sub-pages and the newest demands. */
export default function MarketPage() {
  const latest = useDemands({ query: { pageNum: 1, pageSize: HUB_DEMAND_COUNT } });
  return (
    <PageContainer>
      <PageHeader
        title="找市场"
        subtitle="发布需求、对接项目，找到优质中小企业与产业链合作机会"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找市场' }]}
        actions={
          <Button component={RouterLink} to={paths.market.requirements()} variant="contained">
            发布需求
          </Button>
        }
      />
      <Box component="nav" aria-label="找市场栏目" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
        {SUB_PAGES.map((page) => (
          <Card key={page.to} variant="outlined">
            <CardActionArea component={RouterLink} to={page.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                  {page.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {page.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <SectionCard
        title="最新需求"
        action={
          <Button component={RouterLink} to={paths.market.order.list} size="small">
            查看全部需求
          </Button>
        }
      >
        <AsyncContent
          isPending={latest.isPending}
          error={latest.error}
          data={latest.data}
          onRetry={() => void latest.refetch()}
          isEmpty={(page) => page.rows.length === 0}
          empty={<EmptyState title="暂无公开需求" description="审核通过的需求会显示在这里。" />}
        >
          {(page) => (
            <Stack spacing={2}>
              {page.rows.map((demand) => (
                <DemandCard key={demand.id} demand={demand} />
              ))}
            </Stack>
          )}
        </AsyncContent>
      </SectionCard>
    </PageContainer>
  );
}
