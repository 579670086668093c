import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Refresh from '@mui/icons-material/Refresh';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { StatusPage } from './status-page';

/**
 * What RouteErrorPage shows. Loaded with the other deferred views (deferred-views.ts) when an error is shown, and
 * preloaded once the layout is up (preloadRouteErrorViews): the buttons and icons are not needed to draw a screen,
 * so they are not part of the first-load JavaScript.
 */
export function ChunkFailedView({ onReload }: { onReload: () => void }) {
  return (
    <StatusPage
      mark={<CloudOffOutlined fontSize="inherit" />}
      title="页面资源加载失败，请检查网络后重试"
      description="网络不稳定或系统刚刚更新时可能出现这种情况，重新加载页面即可恢复。"
      actions={
        <Button variant="contained" onClick={onReload} startIcon={<Refresh />}>
          重新加载
        </Button>
      }
    />
  );
}

export function RouteFailedView({ message, homeHref }: { message: string; homeHref: string }) {
  return (
    <StatusPage
      mark={<ReportProblemOutlined fontSize="inherit" />}
      title="页面出错了"
      description={message}
      actions={
        // A full page load, not a client-side navigation: the app state that failed is left behind.
        <Button variant="contained" href={homeHref} startIcon={<HomeOutlined />}>
          返回首页
        </Button>
      }
    />
  );
}
