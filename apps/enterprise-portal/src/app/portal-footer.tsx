import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AssistantLauncher } from '../features/assistant/assistant-launcher';
import { SITE_OWNER } from '../shared/legal/site-owner';
import { paths } from './paths';

const LINKS = [
  { label: '网站地图', to: paths.siteMap },
  { label: '隐私政策', to: paths.privacyPolicy },
  { label: '用户协议', to: paths.userAgreement },
  { label: '无障碍声明', to: paths.accessibility },
  { label: '意见反馈', to: paths.feedback },
] as const;

export function PortalFooter() {
  return (
    // Room under the last line on phones, where the floating AI 助手 button would otherwise cover it.
    <Box sx={{ pt: 3, pb: { xs: 10, sm: 3 } }}>
      <Box component="nav" aria-label="页脚导航">
        <Stack component="ul" direction="row" useFlexGap spacing={{ xs: 2, sm: 3 }} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link component={RouterLink} to={link.to} variant="body2">
                {link.label}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
      <Stack spacing={0.5} sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary">
          主办单位：{SITE_OWNER.sponsor}；运营单位：{SITE_OWNER.operator}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          服务热线：
          <Link href={`tel:${SITE_OWNER.hotline.replace('-', '')}`} color="inherit">
            {SITE_OWNER.hotline}
          </Link>
          （{SITE_OWNER.hotlineHours}）；地址：{SITE_OWNER.address}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          中小企业服务门户 · 惠企政策一站查询与申报
        </Typography>
      </Stack>
      {/* aiAssistant2 on every page: the footer loads with the layout, so the button is there from the first draw. */}
      <AssistantLauncher />
    </Box>
  );
}
