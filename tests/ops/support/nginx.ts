/**
 * nginx for the operations tests: the web image's configuration (deploy/nginx) rendered the way
 * the official image's entrypoint renders it, checked with `nginx -t`, and served by a private
 * nginx process (own prefix, pid, logs and temp folders in a temp directory) on free ports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  openSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/paths';

export const DEPLOY_NGINX = join(ROOT, 'deploy', 'nginx');
export const WEB_DOCKERFILE = join(ROOT, 'web', 'Dockerfile');

/** Debian's nginx binary, if installed. */
export function findNginx(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/local/sbin'])) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  return undefined;
}

/** The ENV defaults of the web image's final stage (web/Dockerfile), e.g. LISTEN_PORT=8080. */
export function imageEnvironment(dockerfile = WEB_DOCKERFILE): Record<string, string> {
  const text = readFileSync(dockerfile, 'utf8').replace(/\\\n/g, ' ');
  const stages = text.split(/^FROM\s/m);
  const finalStage = stages[stages.length - 1];
  const env: Record<string, string> = {};
  for (const line of finalStage.split('\n')) {
    const match = /^ENV\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    for (const pair of match[1].matchAll(/([A-Z_][A-Z0-9_]*)=("(?:[^"\\]|\\.)*"|\S+)/g)) {
      env[pair[1]] = pair[2].startsWith('"') ? pair[2].slice(1, -1).replace(/\\(.)/g, '$1') : pair[2];
    }
  }
  return env;
}

/** `${NAME}` variables used by the templates in deploy/nginx/templates. */
export function templateVariables(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(join(DEPLOY_NGINX, 'templates'))) {
    for (const match of readFileSync(join(DEPLOY_NGINX, 'templates', file), 'utf8').matchAll(
      /\$\{([A-Z_][A-Z0-9_]*)\}/g,
    ))
      names.add(match[1]);
  }
  return [...names].sort();
}

/** Every `$name` / `${name}` in the templates: nginx's own variables and the environment's. */
export function templateReferences(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(join(DEPLOY_NGINX, 'templates'))) {
    for (const match of readFileSync(join(DEPLOY_NGINX, 'templates', file), 'utf8').matchAll(
      /\$\{?([A-Za-z_][A-Za-z0-9_]*)/g,
    ))
      names.add(match[1]);
  }
  return [...names].sort();
}

/**
 * What the image's 20-envsubst-on-templates.sh does: every `<name>.template` becomes `<name>` in the
 * output folder, with `${VAR}` / `$VAR` replaced for every variable set in the environment (here:
 * `values`), and everything else (nginx's own `$uri`, `$host`...) left alone.
 */
export function renderTemplates(values: Record<string, string>, outputDir: string): void {
  mkdirSync(outputDir, { recursive: true });
  const names = Object.keys(values);
  for (const file of readdirSync(join(DEPLOY_NGINX, 'templates'))) {
    if (!file.endsWith('.template')) continue;
    let text = readFileSync(join(DEPLOY_NGINX, 'templates', file), 'utf8');
    for (const name of names) {
      text = text
        .replaceAll(`\${${name}}`, values[name])
        .replace(new RegExp(`\\$${name}(?![A-Za-z0-9_])`, 'g'), values[name]);
    }
    writeFileSync(join(outputDir, file.slice(0, -'.template'.length)), text);
  }
}

export interface NginxRun {
  dir: string;
  sitePort: number;
  panelPort: number;
  process: ChildProcess;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * `nginx -t`. Its output goes to a file, not a pipe: node's pipes are sockets, and the image's
 * `access_log /dev/stdout` cannot be opened on a socket (in a container it is a pipe or a tty).
 */
export function nginxTest(nginx: string, prefix: string, conf: string): { ok: boolean; output: string } {
  const outputFile = join(prefix, 'nginx-t.out');
  const fd = openSync(outputFile, 'w');
  let status: number | null;
  try {
    status = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf, '-e', join(prefix, 'test-error.log')], {
      stdio: ['ignore', fd, fd],
    }).status;
  } finally {
    closeSync(fd);
  }
  return { ok: status === 0, output: readFileSync(outputFile, 'utf8') };
}

/** conf.d/upstreams/<group>/more.conf with a `server` line for each further instance. */
function listMoreUpstreams(confD: string, more: { cms?: string[]; site?: string[] } = {}): void {
  for (const [group, servers] of Object.entries(more)) {
    if (!servers?.length) continue;
    mkdirSync(join(confD, 'upstreams', group), { recursive: true });
    writeFileSync(
      join(confD, 'upstreams', group, 'more.conf'),
      servers.map((server) => `server ${server};\n`).join(''),
    );
  }
}

function waitForPort(port: number, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (!alive()) return reject(new Error('nginx exited before it listened'));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listened on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Checks the image's own nginx.conf with the rendered templates (`nginx -t`), then serves the same
 * rendered templates under a test main configuration whose pid, logs and temp folders are private.
 */
export async function startNginx(
  nginx: string,
  values: {
    cmsUpstream: string;
    siteUpstream: string;
    siteRoot: string;
    sitePort: number;
    panelPort: number;
    /** The static copy nginx falls back to (npm run mirror); the image's default when not given. */
    mirrorRoot?: string;
    /** The load balancer's range (TRUSTED_PROXIES); by default this machine, where the tests connect from. */
    trustedProxies?: string;
    /** Further instances (host:port), listed as an operator would under conf.d/upstreams/<cms|site>/. */
    moreUpstreams?: { cms?: string[]; site?: string[] };
    /** S3_PUBLIC_URL: the media bucket's address, whose origin the policy lets pictures come from. */
    mediaPublicUrl?: string;
  },
): Promise<NginxRun> {
  const image = imageEnvironment();
  const rendered: Record<string, string> = {
    ...image,
    CMS_UPSTREAM: values.cmsUpstream,
    SITE_UPSTREAM: values.siteUpstream,
    LISTEN_PORT: String(values.sitePort),
    PANEL_LISTEN_PORT: String(values.panelPort),
    SITE_ROOT: values.siteRoot,
    TRUSTED_PROXIES: values.trustedProxies ?? '127.0.0.1/32',
    ...(values.mirrorRoot ? { MIRROR_ROOT: values.mirrorRoot } : {}),
    ...(values.mediaPublicUrl !== undefined ? { S3_PUBLIC_URL: values.mediaPublicUrl } : {}),
  };

  const dir = mkdtempSync(join(tmpdir(), 'hospital-nginx-'));
  // Worker processes of a root master run as nobody: they must reach the temp folders.
  chmodSync(dir, 0o755);
  const pageCacheDir = join(dir, 'pages');
  mkdirSync(pageCacheDir);
  chmodSync(pageCacheDir, 0o777);
  rendered.PAGE_CACHE_DIR = pageCacheDir;

  // 1. The image's configuration as the container has it: /etc/nginx/{nginx.conf,mime.types,conf.d/}.
  const imageConf = join(dir, 'image');
  mkdirSync(imageConf);
  copyFileSync(join(DEPLOY_NGINX, 'nginx.conf'), join(imageConf, 'nginx.conf'));
  copyFileSync('/etc/nginx/mime.types', join(imageConf, 'mime.types'));
  renderTemplates(rendered, join(imageConf, 'conf.d'));
  listMoreUpstreams(join(imageConf, 'conf.d'), values.moreUpstreams);
  const imageCheck = nginxTest(nginx, imageConf, join(imageConf, 'nginx.conf'));
  if (!imageCheck.ok) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the image's configuration:\n${imageCheck.output}`);
  }

  // 2. The same rendered site configuration under a main file that keeps everything in `dir`.
  const conf = join(dir, 'conf');
  mkdirSync(conf);
  copyFileSync('/etc/nginx/mime.types', join(conf, 'mime.types'));
  renderTemplates(rendered, join(conf, 'conf.d'));
  listMoreUpstreams(join(conf, 'conf.d'), values.moreUpstreams);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, name));
    chmodSync(join(dir, name), 0o777);
  }
  writeFileSync(
    join(conf, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${join(dir, 'error.log')} warn;`,
      `pid ${join(dir, 'nginx.pid')};`,
      // As the image's nginx.conf: 128 visitors at once and as many upstream connections fit.
      'events { worker_connections 1024; }',
      'http {',
      '    include mime.types;',
      '    default_type application/octet-stream;',
      `    access_log ${join(dir, 'access.log')};`,
      `    client_body_temp_path ${join(dir, 'client_body')};`,
      `    proxy_temp_path ${join(dir, 'proxy')};`,
      `    fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `    uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `    scgi_temp_path ${join(dir, 'scgi')};`,
      '    include conf.d/*.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const check = nginxTest(nginx, conf, join(conf, 'nginx.conf'));
  if (!check.ok) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the test configuration:\n${check.output}`);
  }

  const child = spawn(
    nginx,
    ['-p', conf, '-c', join(conf, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(values.sitePort, 10_000, () => child.exitCode === null);
    await waitForPort(values.panelPort, 10_000, () => child.exitCode === null);
  } catch (error) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    dir,
    sitePort: values.sitePort,
    panelPort: values.panelPort,
    process: child,
    errorLog: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''),
    stop,
  };
}
