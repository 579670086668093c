import { Link as RouterLink } from 'react-router-dom';

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePolicies } from '@smes/api';
import { paths, withQuery } from '../../app/paths';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import { SectionListBlock } from '../../shared/list/section-list-block';
import { withScope, type RegionScope } from '../../shared/region/region-scope';
import { LATEST_POLICIES_SIZE, latestPoliciesQuery } from './policy-block-queries';
import { ListRow } from '@smes/ui';

export type LatestPoliciesBlockProps = {
  title: string;
  size?: number;
  /** The region the policies must apply to (全国 and its chain); `waiting` until it is known. */
  scope?: RegionScope;
};

/** The most recently published policies. */
export function LatestPoliciesBlock({ title, size = LATEST_POLICIES_SIZE, scope = { code: null, waiting: false } }: LatestPoliciesBlockProps) {
  const policies = usePolicies({ query: withScope(latestPoliciesQuery(size), scope), queryConfig: { enabled: !scope.waiting } });
  const moreHref = withQuery(paths.policyNotice.list, { orderBy: 'publish_date', applicableTo: scope.code ?? undefined });
  return (
    <SectionListBlock title={title} moreHref={moreHref} result={policies} emptyTitle="暂无政策" waiting={scope.waiting}>
      {(rows) =>
        rows.map((policy) => (
          <ListRow key={policy.id}>
            <Link component={RouterLink} to={paths.policyNotice.detail(policy.id)} underline="hover" sx={{ fontWeight: 600 }}>
              {policy.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {LEVEL_LABELS[policy.level]} · {policy.issuer} · {policy.publishDate}
            </Typography>
          </ListRow>
        ))
      }
    </SectionListBlock>
  );
}
