import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ScreenRoute } from '@smes/shell';
import { PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths } from '../../app/paths';
import { siteMapGroups } from './site-map';

export type SiteMapPageProps = {
  /** The route table (app/routes.ts hands it in: a page may not import it). */
  screens: readonly ScreenRoute[];
};

/** 网站地图: every screen of the portal that opens on its own, by area, generated from the route table. */
export function SiteMapPage({ screens }: SiteMapPageProps) {
  const groups = siteMapGroups(screens);
  return (
    <PageContainer>
      <PageHeader
        title="网站地图"
        subtitle="门户的全部栏目和页面；详情页从各列表进入"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '网站地图' }]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {groups.map((group) => (
          <SectionCard key={group.area} title={group.area}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
              {group.links.map((link) => (
                <Typography component="li" key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {link.title}
                  </Link>
                </Typography>
              ))}
            </Box>
          </SectionCard>
        ))}
      </Box>
    </PageContainer>
  );
}
