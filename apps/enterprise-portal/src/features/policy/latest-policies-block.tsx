import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { usePolicies, type PolicyQuery } from '@smes/api';
import { AsyncContent, EmptyState, SectionCard } from '@smes/ui';
import { LEVEL_LABELS } from '../declaration/declaration-display';
import { policyPath } from './policy-labels';

export type LatestPoliciesBlockProps = {
  title: string;
  size?: number;
};

const MORE_HREF = '/findpolicy/policyNotice?orderBy=publish_date';

/** The most recently published policies. */
export function LatestPoliciesBlock({ title, size = 6 }: LatestPoliciesBlockProps) {
  const query: PolicyQuery = { pageNum: 1, pageSize: size, orderBy: 'publish_date', isAsc: 'desc' };
  const policies = usePolicies({ query });
  return (
    <SectionCard
      title={title}
      action={
        <Link component={RouterLink} to={MORE_HREF} variant="body2" aria-label={`查看全部${title}`}>
          查看全部
        </Link>
      }
    >
      <AsyncContent
        isPending={policies.isPending}
        error={policies.error}
        data={policies.data}
        onRetry={() => void policies.refetch()}
        isEmpty={(page) => page.rows.length === 0}
        empty={<EmptyState title="暂无政策" />}
      >
        {(page) => (
          <List disablePadding>
            {page.rows.map((policy) => (
              <ListItem key={policy.id} disableGutters divider sx={{ display: 'block', py: 1.25 }}>
                <Link component={RouterLink} to={policyPath(policy.id)} underline="hover" sx={{ fontWeight: 600 }}>
                  {policy.title}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {LEVEL_LABELS[policy.level]} · {policy.issuer} · {policy.publishDate}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </AsyncContent>
    </SectionCard>
  );
}
