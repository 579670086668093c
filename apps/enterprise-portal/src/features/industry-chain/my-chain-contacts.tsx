import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMyChainContacts, type ChainContactRequest } from '@smes/api';
import { EmptyState, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { PagedResults } from '../../shared/list/paged-results';
import { ChainContactStatus } from './chain-contact-status';

const PAGE_SIZE = 5;

/** 我对接的链主机会: the enterprise's 我要对接 requests on chain opportunities, each with where the platform's relay stands. */
export function MyChainContacts() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const requests = useMyChainContacts({ query: page });
  return (
    <PagedResults
      result={requests}
      page={page.pageNum}
      pageSize={page.pageSize}
      onPageChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      label="我对接的链主机会列表"
      count={(total) => `共 ${total} 条对接请求`}
      empty={
        <EmptyState
          title="还没有对接过链主机会"
          description="在链主合作平台的产业链详情里，对感兴趣的供需机会点“我要对接”，平台会联系链主并通知您结果。"
          action={
            <Button component={RouterLink} to={paths.market.platform.list} variant="outlined">
              去链主合作平台看看
            </Button>
          }
        />
      }
      inStack
    >
      {(rows) => rows.map((row) => <ChainContactRow key={row.id} row={row} />)}
    </PagedResults>
  );
}

function ChainContactRow({ row }: { row: ChainContactRequest }) {
  const headingId = `chain-contact-${row.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word', mb: 0.5 }}>
        <Link component={RouterLink} to={paths.market.platform.detail(row.chainId)} underline="hover">
          {row.opportunityTitle}
        </Link>
      </Typography>
      <ChainContactStatus request={row} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`${row.chainName} · ${row.publisher} · 提交于 ${formatChinaDateTime(row.createdAt)}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {`我的对接说明：${row.note}`}
      </Typography>
    </Paper>
  );
}
