import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigScript, type AppConfig } from '@smes/config';
import { SHELL_ROUTE_PLACEHOLDER, readShellRoutes, shellRouteNginxMap, type ShellRoutes } from './shell-routes';

/** tools/nginx, where the templates of the shipped configuration live. */
export const NGINX_TEMPLATE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WORKSPACE_ROOT = resolve(NGINX_TEMPLATE_DIR, '../..');
export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static; without it nginx serves the .gz files only. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** What Vite writes as the nonce placeholder (tools/vite/app-config.ts CSP_NONCE_PLACEHOLDER). */
export const NONCE_PLACEHOLDER = 'NGINX_CSP_NONCE';

export type AppName = 'enterprise-portal' | 'org-console';

export type ServedApp = {
  app: AppName;
  /** Interface and port of the plain-HTTP listener. */
  host: string;
  port: number;
  /**
   * With TLS, the plain listener only redirects to HTTPS on `tls.port` (as shipped); without it, the
   * plain listener serves the app (local loopback use, where the stand-in hosts are plain HTTP too).
   */
  tls?: { port: number; certificate: string; key: string };
  /** Build output served as the document root; default dist/apps/<app>. */
  root?: string;
};

export type NginxOptions = {
  /** Private, writable directory for the rendered config, pid, temp files and runtime config. */
  runDir: string;
  config: AppConfig;
  apps: ServedApp[];
  /** Use brotli_static when the module is installed (default: when the file exists). */
  brotli?: boolean;
  accessLog?: boolean;
  /** nginx's `user` for its workers when root starts it (the checkout's owner, see worker-access.ts). */
  workerUser?: string;
  /** The portal API's balancer (api.conf.template): where it listens and the server instances behind it. */
  api?: ApiUpstream;
};

export type ApiUpstream = {
  host: string;
  port: number;
  instances: readonly { host: string; port: number }[];
  /** Failures (refused, timed out, 502/503) that take an instance out, and for how long: nginx's passive health check. */
  maxFails?: number;
  failTimeoutSeconds?: number;
};

/** Features the apps never use, denied to the page and every frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The policy for both apps. Scripts only from the app's own origin (the runtime config included, no
 * inline script, no eval); styles from the origin plus emotion's `<style>` elements carrying this
 * response's nonce; XHR/fetch only to the configured API and SSO hosts; images and the 找培训 course videos
 * (ADR 48) also from the API host; nothing may frame the apps.
 */
export function contentSecurityPolicy(config: AppConfig, nonce = '$request_id'): string {
  const connect = [...new Set([config.portalApiBase, config.ssoApiBase].map((base) => new URL(base).origin))];
  // Images the API host serves as files (service product covers, interpretation pictures) load by URL.
  const apiImages = new URL(config.portalApiBase).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${apiImages}`,
    // A <video> fetches its chapter clip (with range requests) from the API host by URL.
    `media-src ${apiImages}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template slot {{${name}}} has no value`);
    return value;
  });
}

function template(name: string): string {
  return readFileSync(join(NGINX_TEMPLATE_DIR, name), 'utf8');
}

/** Renders the whole configuration into `runDir` and returns the path of its nginx.conf. */
export function writeNginxConfig({ runDir, config, apps, api, brotli = existsSync(BROTLI_STATIC_MODULE), accessLog = false, workerUser }: NginxOptions): string {
  const confDir = join(runDir, 'conf');
  mkdirSync(join(confDir, 'servers'), { recursive: true });
  // nginx started by root runs its workers as nobody, who must reach the runtime config and temp paths.
  chmodSync(runDir, 0o755);
  writeFileSync(join(confDir, 'mime.types'), template('mime.types'));
  // The shell variants each build has (its shell-routes.json): one map for every server, as only the
  // portal's index.html has a shell to fill.
  const shellRoutes: ShellRoutes = Object.assign({}, ...apps.map((served) => readShellRoutes(served.root ?? join(WORKSPACE_ROOT, 'dist/apps', served.app))));
  writeFileSync(
    join(confDir, 'nginx.conf'),
    fill(template('nginx.conf.template'), {
      WORKER_PROCESSES: '1',
      WORKER_USER: workerUser ? `user ${workerUser};` : '# workers run as the user who started nginx (nobody when that is root)',
      RUN_DIR: runDir,
      CONF_DIR: confDir,
      LOAD_MODULES: brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '# brotli_static module not installed (libnginx-mod-http-brotli-static): gzip only',
      BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
      ACCESS_LOG: accessLog ? `${runDir}/access.log` : 'off',
      SHELL_ROUTE_MAP: shellRouteNginxMap(shellRoutes).join('\n        '),
    }),
  );
  for (const served of apps) {
    const root = served.root ?? join(WORKSPACE_ROOT, 'dist/apps', served.app);
    const runtimeConfig = join(runDir, `${served.app}.runtime-config.js`);
    writeFileSync(runtimeConfig, runtimeConfigScript(config));
    writeFileSync(
      join(confDir, `${served.app}.headers.conf`),
      fill(template('headers.conf.template'), {
        APP: served.app,
        CSP: contentSecurityPolicy(config),
        PERMISSIONS_POLICY,
      }),
    );
    const tls = served.tls;
    const portSuffix = tls && tls.port !== 443 ? `:${tls.port}` : '';
    writeFileSync(
      join(confDir, 'servers', `${served.app}.conf`),
      fill(template('app.conf.template'), {
        APP: served.app,
        ROOT: root,
        CONF_DIR: confDir,
        SERVER_NAME: '_',
        RUNTIME_CONFIG: runtimeConfig,
        NONCE_PLACEHOLDER,
        SHELL_ROUTE_PLACEHOLDER,
        BROTLI_STATIC_OFF: brotli ? 'brotli_static off;' : '',
        REDIRECT_SERVER: tls
          ? [
              'server {',
              `    listen ${served.host}:${served.port};`,
              '    server_name _;',
              `    include ${confDir}/${served.app}.headers.conf;`,
              `    return 301 https://$host${portSuffix}$request_uri;`,
              '}',
            ].join('\n')
          : '',
        LISTEN: tls ? `listen ${served.host}:${tls.port} ssl http2;` : `listen ${served.host}:${served.port};`,
        TLS: tls
          ? [
              `ssl_certificate ${tls.certificate};`,
              `    ssl_certificate_key ${tls.key};`,
              '    ssl_protocols TLSv1.2 TLSv1.3;',
              '    ssl_prefer_server_ciphers off;',
              '    ssl_session_cache shared:SSL:1m;',
            ].join('\n')
          : '',
      }),
    );
  }
  if (api) {
    const { maxFails = 2, failTimeoutSeconds = 10 } = api;
    writeFileSync(
      join(confDir, 'servers', 'portal-api.conf'),
      fill(template('api.conf.template'), {
        API_LISTEN: `${api.host}:${api.port}`,
        API_SERVERS: api.instances.map((instance) => `server ${instance.host}:${instance.port} max_fails=${maxFails} fail_timeout=${failTimeoutSeconds}s;`).join('\n    '),
      }),
    );
  }
  return join(confDir, 'nginx.conf');
}

/** The nginx command line for a rendered config: foreground, private prefix, errors to stderr. */
export function nginxArgs(runDir: string, confPath: string): string[] {
  return ['-p', runDir, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'];
}
