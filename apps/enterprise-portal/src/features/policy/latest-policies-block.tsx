import { Link as RouterLink } from 'react-router-dom';

import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { usePolicies, type PolicyQuery } from '@smes/api';

import { LEVEL_LABELS } from '../../shared/display/policy-level';

import { SectionListBlock } from '../../shared/list/section-list-block';

import { paths, withQuery } from '../../app/paths';


export type LatestPoliciesBlockProps = {
  title: string;
  size?: number;
};

const MORE_HREF = withQuery(paths.policyNotice.list, { orderBy: 'publish_date' });

/** The most recently published policies. */
export function LatestPoliciesBlock({ title, size = 6 }: LatestPoliciesBlockProps) {
  const query: PolicyQuery = { pageNum: 1, pageSize: size, orderBy: 'publish_date', isAsc: 'desc' };
  const policies = usePolicies({ query });
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
