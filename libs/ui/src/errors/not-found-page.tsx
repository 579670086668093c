import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { StatusPage } from './status-page';

export type NotFoundPageProps = {
  homeHref?: string;
};

/** The catch-all route's page. */
export function NotFoundPage({ homeHref = '/home' }: NotFoundPageProps) {
  const navigate = useNavigate();
  const location = useLocation();

  const handleBack = () => {
    // The first entry of a session has key 'default': there is no earlier page of ours to go back to.
    if (location.key === 'default') navigate(homeHref);
    else navigate(-1);
  };

  return (
    <StatusPage
      mark="404"
      title="页面不存在"
      description="您访问的页面不存在或已被移除"
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={homeHref} startIcon={<HomeOutlined />}>
            返回首页
          </Button>
          <Button variant="outlined" onClick={handleBack} startIcon={<ArrowBack />}>
            返回上一页
          </Button>
        </>
      }
    />
  );
}
