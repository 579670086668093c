import { Link as RouterLink } from 'react-router-dom';

import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { usePolicies } from '@smes/api';
import { paths, withQuery } from '../../app/paths';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import { SectionListBlock } from '../../shared/list/section-list-block';
import { LATEST_POLICIES_SIZE, latestPoliciesQuery } from './policy-block-queries';

export type LatestPoliciesBlockProps = {
  title: string;
  size?: number;
};

const MORE_HREF = withQuery(paths.policyNotice.list, { orderBy: 'publish_date' });

/** The most recently published policies. */
export function LatestPoliciesBlock({ title, size = LATEST_POLICIES_SIZE }: LatestPoliciesBlockProps) {
  const policies = usePolicies({ query: latestPoliciesQuery(size) });
  return (
    <SectionListBlock title={title} moreHref={MORE_HREF} result={policies} emptyTitle="暂无政策">
      {(rows) =>
        rows.map((policy) => (
          <ListItem key={policy.id} disableGutters divider sx={{ display: 'block', py: 1.25 }}>
            <Link component={RouterLink} to={paths.policyNotice.detail(policy.id)} underline="hover" sx={{ fontWeight: 600 }}>
              {policy.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {LEVEL_LABELS[policy.level]} · {policy.issuer} · {policy.publishDate}
            </Typography>
          </ListItem>
        ))
      }
    </SectionListBlock>
  );
}
