/**
 * The floor app (tools/bench/bundle-budget.ts): the portal's libraries doing the least a screen of ours does. One
 * data-router screen with a header bar, a heading, one request through openapi-fetch read with TanStack Query, and a
 * button, on an MUI theme with its baseline styles. Built with the portal's build settings (floor-app/vite.config.ts);
 * what a visit of the portal fetches is measured against what this one fetches. Served by the same nginx setup for
 * tools/bench/lighthouse.ts, so like the portal it reads the API's address from /runtime-config.js and gives emotion
 * the response's CSP nonce.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PortalPaths } from '@smes/contract-types';

/** The runtime config nginx serves (libs/config), read as the portal reads it. */
const runtimeConfig = (window as { __SMES_CONFIG__?: { portalApiBase?: string } }).__SMES_CONFIG__;
const api = createClient<PortalPaths>({ baseUrl: runtimeConfig?.portalApiBase ?? '/' });
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const styleCache = createCache({ key: 'css', prepend: true, ...(nonce ? { nonce } : {}) });
const theme = createTheme();
const queryClient = new QueryClient();

function Policies() {
  const policies = useQuery({
    queryKey: ['portal', 'policy-list'],
    queryFn: async () => (await api.GET('/api/policy/list', { params: { query: { pageNum: 1, pageSize: 10 } } })).data,
  });
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">中小企业服务门户</Typography>
        </Toolbar>
      </AppBar>
      <Container>
        <Typography variant="h4" component="h1">
          政策
        </Typography>
        <Typography>{policies.isPending ? '加载中' : `${policies.data?.data?.total ?? 0} 条`}</Typography>
        <Button variant="contained" onClick={() => void policies.refetch()}>
          刷新
        </Button>
      </Container>
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Policies /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
