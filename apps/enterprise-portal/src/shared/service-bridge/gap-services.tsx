import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useServiceProductsForNeeds, type NeedProductMatch } from '@smes/api';
import { AsyncContent, SectionCard } from '@smes/ui';
import { paths, withQuery } from '../../app/paths';
import { priceText } from '@smes/hand-over';
import { ratingText } from '../display/service-display';
import { useEnterpriseRegion } from '../ledger/use-enterprise-region';
import { gapNeeds, type GapCondition, type GapNeed } from './gap-needs';

export type GapServicesProps = {
  conditions: readonly GapCondition[];
  headingLevel?: 'h2' | 'h3';
};

const STATUS_WORDS = { fail: '不符合' } as const;

/**
 * The gap bridge: under a condition check, the certified products that meet the needs its failed
 * conditions leave (发明专利 → 专利申请代理), best rated and nearest first. Nothing is shown, and
 * nothing asked, when every condition passes or none names a need.
 */
export function GapServices({ conditions, headingLevel = 'h2' }: GapServicesProps) {
  const needs = gapNeeds(conditions);
  if (needs.length === 0) return null;
  return <GapServicesFor needs={needs} headingLevel={headingLevel} />;
}

function GapServicesFor({ needs, headingLevel }: { needs: GapNeed[]; headingLevel: 'h2' | 'h3' }) {
  const region = useEnterpriseRegion();
  const matches = useServiceProductsForNeeds(
    { needs: needs.map((item) => item.need).join(','), limit: 3, ...(region.status === 'ready' ? { regionCode: region.code } : {}) },
    // Same-region products come first, so wait for the ledger rather than reorder the list under the reader.
    { queryConfig: { enabled: region.status !== 'pending' } },
  );
  return (
    <SectionCard title="补短板：认证机构可以帮您" headingLevel={headingLevel}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        以下服务由平台认证的机构提供，按评分排序，与贵企业同地区的优先。
      </Typography>
      <AsyncContent isPending={matches.isPending} error={matches.error} data={matches.data} onRetry={() => void matches.refetch()}>
        {(data) => (
          <Stack spacing={2.5}>
            {needs.map((need) => (
              <NeedBlock key={need.need} need={need} match={data.find((item) => item.need === need.need)} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
            ))}
          </Stack>
        )}
      </AsyncContent>
    </SectionCard>
  );
}

function NeedBlock({ need, match, headingLevel }: { need: GapNeed; match: NeedProductMatch | undefined; headingLevel: 'h3' | 'h4' }) {
  const products = match?.products ?? [];
  return (
    <Box component="section" aria-label={need.need}>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {need.need}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        对应条件：{need.conditions.map((condition) => `${condition.title}（${STATUS_WORDS[condition.status]}）`).join('、')}
      </Typography>
      {products.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          暂无认证机构提供此服务
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {products.map((product) => (
            <Box component="li" key={product.id}>
              <Link component={RouterLink} to={paths.service.detail(product.id)} underline="hover" sx={{ fontWeight: 600 }}>
                {product.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[product.institutionName, product.regionName, priceText(product.priceMode, product.price), ratingText(product.rating)].join(' · ')}
              </Typography>
            </Box>
          ))}
          <Box component="li">
            <Link component={RouterLink} to={withQuery(paths.service.productPage, { need: need.need })} variant="body2">
              查看全部“{need.need}”服务
            </Link>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
