/**
 * What the start scripts and the benchmarks use of the nginx configuration: render it, check who may read the
 * served files, and start nginx over a build (`@smes/nginx`).
 */
export { NGINX_BINARY, WORKSPACE_ROOT, nginxArgs, writeNginxConfig } from './render-config';
export type { AppName } from './render-config';
export { freePort, startNginx } from './serve-nginx';
export type { RunningNginx } from './serve-nginx';
export { planWorkers } from './worker-access';
export { SERVER_ENTRY, SERVER_HEAP_MB_DEFAULT, serverHeapMb, serverNodeArgs } from './server-process';
