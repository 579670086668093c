import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AssistantLauncher } from '../features/assistant/assistant-launcher';
import { paths } from './paths';

export function PortalFooter() {
  return (
    // Room under the last line on phones, where the floating AI 助手 button would otherwise cover it.
    <Box sx={{ pt: 3, pb: { xs: 10, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          中小企业服务门户 · 惠企政策一站查询与申报
        </Typography>
        <Link component={RouterLink} to={paths.feedback} variant="body2">
          意见反馈
        </Link>
        <Link component={RouterLink} to={paths.declarationProject.list} variant="body2">
          申报项目
        </Link>
        <Link component={RouterLink} to={paths.accessibility} variant="body2">
          无障碍声明
        </Link>
      </Stack>
      {/* aiAssistant2 on every page: the footer loads with the layout, so the button is there from the first draw. */}
      <AssistantLauncher />
    </Box>
  );
}
