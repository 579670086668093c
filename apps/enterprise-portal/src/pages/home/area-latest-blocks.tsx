import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useHomeLatest, type HomeLatestArea, type HomeLatestItem } from '@smes/api';
import { AsyncContent, EmptyState, ListRow, SectionCard } from '@smes/ui';
import { paths, withQuery } from '../../app/paths';
import type { RegionScope } from '../../shared/region/region-scope';

type AreaBlock = {
  title: string;
  detail: (id: number) => string;
  /** 更多: the area's list, in the order the block shows. */
  more: string;
  empty: string;
};

/**
 * One block per area of `GET /api/home/latest`. Keyed by the contract's area enum, so an area added there
 * (找培训, 找人才) does not compile until it has its block here.
 */
const AREA_BLOCKS: Record<HomeLatestArea, AreaBlock> = {
  market: { title: '最新市场需求', detail: paths.market.order.detail, more: withQuery(paths.market.order.list, { status: 'open' }), empty: '暂无对接中的需求' },
  activity: { title: '近期活动', detail: paths.activity.detail, more: withQuery(paths.activity.list, { status: 'open' }), empty: '暂无报名中的活动' },
  course: { title: '最新课程', detail: paths.course.details, more: paths.course.list, empty: '暂无课程' },
  service: { title: '最新服务产品', detail: paths.service.detail, more: withQuery(paths.service.productPage, { orderBy: 'newest' }), empty: '暂无服务产品' },
  talent: { title: '最近更新的人才', detail: paths.talent.detail, more: paths.talent.list, empty: '暂无人才' },
  fund: { title: '最新金融产品', detail: paths.fund.detail, more: paths.fund.list, empty: '暂无金融产品' },
  govService: { title: '热门政务服务', detail: paths.governmentService.detail, more: paths.governmentService.list, empty: '暂无政务服务事项' },
  news: { title: '最新资讯', detail: paths.news.details, more: paths.news.list, empty: '暂无资讯' },
};

const AREAS = Object.keys(AREA_BLOCKS) as HomeLatestArea[];

/** Every area's freshest items: one call, one block per area, each with its own loading, empty and error state. */
export function AreaLatestBlocks({ scope = { code: null, waiting: false } }: { scope?: RegionScope }) {
  // 活动, 找资金 and 资讯 are bound to a place: the server keeps them to the scope, the other areas are the same for all.
  const latest = useHomeLatest({ applicableTo: scope.code ?? undefined, queryConfig: { enabled: !scope.waiting } });
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
      {AREAS.map((area) => {
        const block = AREA_BLOCKS[area];
        return (
          <SectionCard
            key={area}
            title={block.title}
            action={
              <Link component={RouterLink} to={block.more} variant="body2" aria-label={`更多${block.title}`}>
                更多
              </Link>
            }
          >
            <AsyncContent
              isPending={scope.waiting || latest.isPending}
              error={scope.waiting ? null : latest.error}
              data={!scope.waiting && latest.data ? (latest.data.find((group) => group.area === area)?.items ?? []) : undefined}
              onRetry={() => void latest.refetch()}
              empty={<EmptyState title={block.empty} />}
            >
              {(items) => (
                <List disablePadding>
                  {items.map((item) => (
                    <LatestItem key={item.id} item={item} to={block.detail(item.id)} />
                  ))}
                </List>
              )}
            </AsyncContent>
          </SectionCard>
        );
      })}
    </Box>
  );
}

function LatestItem({ item, to }: { item: HomeLatestItem; to: string }) {
  return (
    <ListRow>
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {item.title}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {item.line}
        {item.date ? (
          <>
            {' · '}
            <time dateTime={item.date}>{item.date}</time>
          </>
        ) : null}
      </Typography>
    </ListRow>
  );
}
