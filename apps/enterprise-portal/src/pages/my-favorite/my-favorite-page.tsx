import { useEffect } from 'react';

import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePolicyFavorites, useRemovePolicyFavorite, type PolicySummary } from '@smes/api';

import { EmptyState, StatusChip, useToast } from '@smes/ui';

import { LEVEL_LABELS } from '../../shared/display/policy-level';

import { PagedResults } from '../../shared/list/paged-results';

import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

import { useListParams } from '../../shared/list/list-params';

import { LIST_DEFAULTS, parsePageQuery } from '../../features/policy/list-queries';

import { VALIDITY_LABELS } from '../../features/policy/policy-labels';
import { paths } from '../../app/paths';


/** 我的收藏: the account's favourite policies, paged, each removable. */
export default function MyFavoritePage() {
  return (
    <PersonalCenterFrame title="我的收藏" subtitle="收藏的政策原文，随时回看">
      <FavoriteList />
    </PersonalCenterFrame>
  );
}

function FavoriteList() {
  const { query, update } = useListParams(parsePageQuery, LIST_DEFAULTS);
  const favorites = usePolicyFavorites({ query });
  const remove = useRemovePolicyFavorite();
  const toast = useToast();
  const lastPage = favorites.data ? Math.max(1, Math.ceil(favorites.data.total / query.pageSize)) : null;

  // Removing the last favourite of the last page (or a stale link) leaves a page past the end: step back.
  useEffect(() => {
    if (lastPage !== null && query.pageNum > lastPage) update({ pageNum: lastPage }, { resetPage: false });
  }, [lastPage, query.pageNum, update]);

  const handleRemove = (policy: PolicySummary) => {
    remove.mutate(policy.id, {
      onSuccess: () => toast.success(`已取消收藏：${policy.title}`),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <PagedResults
      result={favorites}
      page={query.pageNum}
      pageSize={query.pageSize}
      onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
      label="收藏的政策"
      count={(total) => `共收藏 ${total} 条政策`}
      empty={
        <EmptyState
          title="还没有收藏的政策"
          description="在政策详情页点击“收藏”，即可在这里找到。"
          action={
            <Button component={RouterLink} to={paths.policyNotice.list} variant="contained">
              去检索政策
            </Button>
          }
        />
      }
      variant="divided"
    >
      {(rows) =>
        rows.map((policy) => (
          <Box key={policy.id} component="article" sx={{ px: 2, py: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  <Link component={RouterLink} to={paths.policyNotice.detail(policy.id)} underline="hover">
                    {policy.title}
                  </Link>
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                  <StatusChip status={policy.validity === 'valid' ? 'open' : 'closed'} label={VALIDITY_LABELS[policy.validity]} />
                  <Typography variant="body2" color="text.secondary">
                    {LEVEL_LABELS[policy.level]} · {policy.issuer} · {policy.publishDate}
                  </Typography>
                </Stack>
              </Box>
              <Button
                size="small"
                color="secondary"
                variant="outlined"
                onClick={() => handleRemove(policy)}
                loading={remove.isPending && remove.variables === policy.id}
                aria-label={`取消收藏 ${policy.title}`}
                sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                取消收藏
              </Button>
            </Stack>
          </Box>
        ))
      }
    </PagedResults>
  );
}
