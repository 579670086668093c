import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMyServiceReviews } from '@smes/api';
import { EmptyState } from '@smes/ui';
import { paths } from '../../app/paths';
import { ReviewList } from '../../features/service/review-list';
import { useListParams, readPage, readPageSize } from '../../shared/list/list-params';
import { PagedResults } from '../../shared/list/paged-results';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

const DEFAULTS = { pageNum: 1, pageSize: 10 } as const;
const parseQuery = (params: URLSearchParams) => ({ pageNum: readPage(params), pageSize: readPageSize(params) });

/** 我的评价: every review the enterprise wrote on its completed orders, newest first. */
export default function MyReviewPage() {
  return (
    <PersonalCenterFrame title="我的评价" subtitle="对已完成订单的评价，评价后 7 天内可在订单详情中修改">
      <Reviews />
    </PersonalCenterFrame>
  );
}

function Reviews() {
  const { query, update } = useListParams(parseQuery, DEFAULTS);
  const reviews = useMyServiceReviews({ query });
  return (
    <PagedResults
      result={reviews}
      page={query.pageNum}
      pageSize={query.pageSize}
      onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
      label="评价列表"
      count={(total) => `共 ${total} 条评价`}
      empty={
        <EmptyState
          title="还没有评价"
          description="订单验收完成后，可以为服务打分并写下评价。"
          action={
            <Button component={RouterLink} to={paths.personalCenter.myOrder.list} variant="contained">
              查看我的订单
            </Button>
          }
        />
      }
      inStack
    >
      {(rows) =>
        rows.map((review) => (
          <Paper key={review.id} variant="outlined" sx={{ p: 2 }}>
            <ReviewList reviews={[review]} showProduct heading="institution" />
            <Stack direction="row" sx={{ mt: 1 }}>
              <Button component={RouterLink} to={paths.personalCenter.myOrder.detail(review.orderId)} size="small" aria-label={`查看订单：${review.productName}`}>
                查看订单
              </Button>
            </Stack>
          </Paper>
        ))
      }
    </PagedResults>
  );
}
