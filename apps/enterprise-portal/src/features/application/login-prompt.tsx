import { Link as RouterLink, useLocation } from 'react-router-dom';

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';


export type LoginPromptProps = {
  /** Why this screen needs the account, e.g. 自评以您的企业档案为依据。 */
  reason: string;
};

/** Shown instead of a personal screen to a visitor; logging in comes straight back here. */
export function LoginPrompt({ reason }: LoginPromptProps) {
  const location = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        请先登录
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {reason}
      </Typography>
      <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="contained">
        登录
      </Button>
    </Paper>
  );
}
