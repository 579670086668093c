import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';

export type LoginPromptProps = {
  title?: string;
  /** Why this screen needs the account, e.g. 自评以您的企业档案为依据。 */
  description: string;
};

/** What a visitor sees instead of a screen that needs the enterprise account: why, and a way to log in and come back. */
export function LoginPrompt({ title = '请先登录', description }: LoginPromptProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to={paths.loginThenReturn(here)} variant="contained">
        登录
      </Button>
    </Paper>
  );
}
