/**
 * The production files, checked without a Docker engine (none here): the compose file validates
 * (docker-compose from Debian, when installed) and refuses a missing required variable, the
 * Dockerfiles keep their promises (multi-stage, npm ci of one workspace, non-root, health check,
 * every COPY source present and not excluded by .dockerignore, secrets and local state excluded),
 * `nginx -t` accepts the web image's configuration, and every variable is documented.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  copyFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from '../../scripts/lib/paths';
import { DEPLOY_NGINX, findNginx, imageEnvironment, nginxTest, renderTemplates } from './support/nginx';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'hospital-deploy-files-'));
after(() => rmSync(work, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------------------
// .dockerignore, with Docker's rules: patterns relative to the context root, `**` any depth, a
// match on a folder excludes everything below it, `!` re-includes, the last matching line wins.

function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      source += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}(?:/.*)?$`);
}

function dockerignore(): (path: string) => boolean {
  const rules = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({
      negate: line.startsWith('!'),
      regexp: patternToRegExp(line.replace(/^!/, '').replace(/^\/|\/$/g, '')),
    }));
  return (path) => {
    let excluded = false;
    for (const rule of rules) if (rule.regexp.test(path)) excluded = !rule.negate;
    return excluded;
  };
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' ? [] : filesUnder(relative(ROOT, join(full, name))),
  );
}

interface Stage {
  from: string;
  name?: string;
  lines: string[];
}

function stages(dockerfile: string): Stage[] {
  const result: Stage[] = [];
  for (const line of read(dockerfile).replace(/\\\n/g, ' ').split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line.trim());
    if (from) result.push({ from: from[1], name: from[2], lines: [] });
    else if (result.length > 0 && line.trim() && !line.trim().startsWith('#'))
      result[result.length - 1].lines.push(line.trim());
  }
  return result;
}

describe('Dockerfiles', () => {
  const ignored = dockerignore();

  for (const [dockerfile, workspace] of [
    ['cms/Dockerfile', 'cms'],
    ['web/Dockerfile', 'web'],
  ] as const) {
    it(`${dockerfile}: multi-stage, npm ci of the ${workspace} workspace with the one lockfile, non-root, health check`, () => {
      const all = stages(dockerfile);
      assert.ok(all.length >= 2, 'more than one stage');
      const text = all.flatMap((stage) => stage.lines).join('\n');
      assert.match(text, new RegExp(`npm ci -w ${workspace}\\b`), `npm ci -w ${workspace}`);
      assert.doesNotMatch(text, /npm install(?!\s+-g)/, 'npm ci only, never npm install');
      assert.match(text, /COPY package\.json package-lock\.json/, 'the root manifest and lockfile');
      assert.match(text, /--ignore-scripts/, 'install scripts only through the allowScripts list');
      const final = all[all.length - 1];
      const user = final.lines.filter((line) => /^USER\s/.test(line)).pop();
      assert.ok(user, 'the final stage sets USER');
      assert.doesNotMatch(user, /^USER\s+(root|0)(:|\s|$)/, 'and it is not root');
      assert.ok(
        final.lines.some((line) => line.startsWith('HEALTHCHECK')),
        'HEALTHCHECK',
      );
      assert.ok(
        final.lines.some((line) => /^(CMD|ENTRYPOINT)\s/.test(line)),
        'CMD',
      );
    });

    it(`${dockerfile}: every COPY source exists in the context and is not excluded by .dockerignore`, () => {
      for (const stage of stages(dockerfile)) {
        for (const line of stage.lines) {
          if (!line.startsWith('COPY ') || line.includes('--from=')) continue;
          const parts = line
            .split(/\s+/)
            .slice(1)
            .filter((part) => !part.startsWith('--'));
          for (const source of parts.slice(0, -1)) {
            const path = source.replace(/\/$/, '');
            assert.ok(existsSync(join(ROOT, path)), `${dockerfile}: COPY ${source} exists`);
            const files = filesUnder(path).filter((file) => !ignored(file));
            assert.ok(files.length > 0, `${dockerfile}: COPY ${source} is not entirely excluded by .dockerignore`);
            if (!statSync(join(ROOT, path)).isDirectory())
              assert.ok(!ignored(path), `${dockerfile}: ${path} is not excluded`);
          }
        }
      }
    });
  }

  it('.dockerignore keeps secrets, local state and build output out of the images, and the sources in', () => {
    for (const path of [
      'cms/.env',
      '.env',
      'cms/.env.production',
      'node_modules/react/index.js',
      'cms/node_modules/x/index.js',
      'cms/.tmp/data.db',
      'cms/public/uploads/photo_123.jpg',
      'cms/dist/src/index.js',
      'web/dist/index.html',
      'backups/hospital-cms-sqlite-20260101-000000.tar.gz',
      '.git/config',
    ]) {
      assert.ok(ignored(path), `${path} is excluded`);
    }
    for (const path of [
      'package.json',
      'package-lock.json',
      'cms/src/index.ts',
      'cms/config/server.ts',
      'cms/public/uploads/.gitkeep',
      'cms/.env.example',
      'web/src/main.tsx',
      'deploy/nginx/nginx.conf',
      'scripts/ops/backup.ts',
    ]) {
      assert.ok(!ignored(path), `${path} is in the build context`);
    }
  });
});

// ---------------------------------------------------------------------------------------------

const composeTool = (() => {
  for (const [command, args] of [
    ['docker', ['compose']],
    ['docker-compose', []],
  ] as const) {
    const probe = spawnSync(command, [...args, 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return { command, args: [...args] };
  }
  return undefined;
})();

/** deploy/.env.example with every empty (required) value filled in. */
function filledEnvFile(): string {
  const filled = read('deploy/.env.example')
    .split('\n')
    .map((line) => {
      const match = /^([A-Z_][A-Z0-9_]*)=$/.exec(line);
      if (!match) return line;
      const name = match[1];
      if (name === 'PUBLIC_URL' || name === 'CORS_ORIGINS') return `${name}=https://www.example-hospital.in`;
      if (name.endsWith('_EMAIL')) return `${name}=${name.toLowerCase()}@example-hospital.in`;
      return `${name}=${name.toLowerCase()}-Random-0123456789`;
    })
    .join('\n');
  const file = join(work, 'filled.env');
  writeFileSync(file, filled);
  return file;
}

function compose(envFile: string) {
  return spawnSync(
    composeTool!.command,
    [...composeTool!.args, '--env-file', envFile, '-f', join(ROOT, 'docker-compose.yml'), 'config', '-q'],
    {
      encoding: 'utf8',
      cwd: ROOT,
      env: Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(POSTGRES_|APP_KEYS|JWT|SEED_|CORS|PUBLIC_URL)/.test(name)),
      ),
    },
  );
}

describe('docker-compose.yml', () => {
  const compose_ = read('docker-compose.yml');
  const example = read('deploy/.env.example');
  const required = [...example.matchAll(/^([A-Z_][A-Z0-9_]*)=$/gm)].map((match) => match[1]);

  it(
    'is valid with the documented variables filled in',
    {
      skip: composeTool
        ? false
        : 'neither `docker compose` nor `docker-compose` is installed (`apt-get install -y docker-compose` validates the file)',
    },
    () => {
      const result = compose(filledEnvFile());
      assert.equal(result.status, 0, result.stderr);
    },
  );

  it(
    'refuses to start while a required variable is empty, naming it',
    { skip: composeTool ? false : 'no compose tool installed' },
    () => {
      const result = compose(join(ROOT, 'deploy', '.env.example'));
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /(POSTGRES_PASSWORD|APP_KEYS|[A-Z_]+) is required/);
    },
  );

  it('requires (:?) exactly the variables deploy/.env.example marks as required, and documents every one it reads', () => {
    const interpolated = new Set([...compose_.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]));
    const mandatory = new Set([...compose_.matchAll(/\$\{([A-Z_][A-Z0-9_]*):\?/g)].map((match) => match[1]));
    assert.deepEqual([...mandatory].sort(), [...required].sort());
    for (const name of interpolated)
      assert.match(example, new RegExp(`^#?\\s*${name}=`, 'm'), `deploy/.env.example documents ${name}`);
  });

  it('wires the health checks: postgres (pg_isready) before the CMS, the CMS (/api/health) before the site', () => {
    assert.match(compose_, /pg_isready/);
    assert.match(compose_, /\/api\/health/);
    const cms = compose_.slice(compose_.indexOf('\n  cms:'), compose_.indexOf('\n  web:'));
    const web = compose_.slice(compose_.indexOf('\n  web:'), compose_.indexOf('\nvolumes:'));
    assert.match(cms, /depends_on:\s+postgres:\s+condition: service_healthy/);
    assert.match(web, /depends_on:\s+cms:\s+condition: service_healthy/);
    assert.match(cms, /NODE_ENV: production/);
    assert.match(cms, /- uploads:\/app\/cms\/public\/uploads/, 'uploads on a named volume');
    assert.match(compose_, /- postgres-data:\/var\/lib\/postgresql\/data/, 'the database on a named volume');
    assert.doesNotMatch(cms, /\n {4}ports:/, 'the CMS publishes no port (it scales behind the proxy)');
  });

  it("mounts the static mirror's volume where nginx serves it from (MIRROR_ROOT)", () => {
    const web = compose_.slice(compose_.indexOf('\n  web:'), compose_.indexOf('\nvolumes:'));
    const mirrorRoot = imageEnvironment().MIRROR_ROOT;
    assert.ok(mirrorRoot, 'web/Dockerfile sets MIRROR_ROOT');
    assert.match(web, new RegExp(`\\n {6}- mirror:${mirrorRoot}:ro\\n`), 'the web service mounts it read-only');
    assert.match(compose_.slice(compose_.indexOf('\nvolumes:')), /\n {2}mirror:\n/, 'a named volume');
  });

  it('restarts every service that stops and checks the health of each', () => {
    const services = compose_.slice(compose_.indexOf('\nservices:'), compose_.indexOf('\nvolumes:'));
    const blocks = services.split(/\n {2}(?=[a-z][a-z-]*:\n)/).slice(1);
    assert.deepEqual(blocks.map((block) => block.split(':')[0]).sort(), ['cms', 'postgres', 'redis', 'site', 'web']);
    for (const block of blocks) {
      const name = block.split(':')[0];
      assert.match(block, /\n {4}restart: unless-stopped/, `${name} restarts`);
      assert.match(block, /\n {4}healthcheck:\n {6}test:/, `${name} has a health check`);
    }
  });

  it('believes forwarded headers only where a proxy is sure to be in front', () => {
    const site = compose_.slice(compose_.indexOf('\n  site:'), compose_.indexOf('\n  web:'));
    assert.match(site, /TRUST_PROXY: 'true'/, 'compose: only nginx reaches the page server');
    const siteStage =
      read('web/Dockerfile')
        .split(/^FROM /m)
        .find((stage) => / AS site\b/.test(stage)) ?? '';
    assert.doesNotMatch(siteStage, /TRUST_PROXY=true/, 'the image alone believes no X-Forwarded-* header');
    assert.match(compose_, /TRUSTED_PROXIES: \$\{TRUSTED_PROXIES:\?/, 'no default load-balancer range');
  });

  it('closes an idle connection to a Node instance before Node does (a reused one is never closing)', () => {
    // nginx counts a request sent on a connection Node is closing as a failed instance (10 s out);
    // with the other instance down or restarting, every request in those seconds would be a 502.
    const nodeIdleSeconds = createServer().keepAliveTimeout / 1000;
    const template = read('deploy/nginx/templates/default.conf.template');
    const upstreams = [...template.matchAll(/^upstream (\w+) \{([\s\S]*?)^\}/gm)];
    assert.deepEqual(
      upstreams.map(([, name]) => name),
      ['cms', 'site'],
    );
    for (const [, name, body] of upstreams) {
      const idle = /keepalive_timeout (\d+)s;/.exec(body)?.[1];
      assert.ok(idle !== undefined, `upstream ${name} keeps connections without its own keepalive_timeout`);
      assert.ok(Number(idle) < nodeIdleSeconds, `upstream ${name}: ${idle} s is not under Node's ${nodeIdleSeconds} s`);
    }
  });

  it("logs no query string in nginx's access log (desk searches carry patients' names)", () => {
    const format = /log_format main ([^;]+);/.exec(read('deploy/nginx/nginx.conf'))?.[1] ?? '';
    assert.match(format, /\$uri/);
    assert.doesNotMatch(format, /\$(request|request_uri|args|query_string|http_referer)\b/);
  });
});

// ---------------------------------------------------------------------------------------------

describe(
  'nginx -t',
  {
    skip: findNginx()
      ? false
      : 'nginx is not installed: `apt-get install -y nginx` (Debian) to check the configuration',
  },
  () => {
    it("accepts the web image's configuration, rendered with the image's defaults", () => {
      const dir = join(work, 'nginx');
      mkdirSync(dir, { recursive: true });
      const env = imageEnvironment();
      copyFileSync(join(DEPLOY_NGINX, 'nginx.conf'), join(dir, 'nginx.conf'));
      copyFileSync('/etc/nginx/mime.types', join(dir, 'mime.types'));
      // The upstreams' names must resolve when nginx reads the file: compose's "cms" and "site" do not
      // here; nor is there the image's /var/cache/nginx for the page cache.
      renderTemplates(
        { ...env, CMS_UPSTREAM: '127.0.0.1:1', SITE_UPSTREAM: '127.0.0.1:2', PAGE_CACHE_DIR: join(dir, 'pages') },
        join(dir, 'conf.d'),
      );
      const result = nginxTest(findNginx()!, dir, join(dir, 'nginx.conf'));
      assert.ok(result.ok, result.output);
      assert.match(result.output, /test is successful/);
    });
  },
);

// ---------------------------------------------------------------------------------------------

describe('configuration is documented', () => {
  /** Variables the CMS reads: Strapi's env helpers, process.env, and the secrets/seed helpers. */
  function variablesReadByCms(): Set<string> {
    const names = new Set<string>();
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        return statSync(full).isDirectory()
          ? walk(full)
          : /\.ts$/.test(name) && !/\.test\.ts$/.test(name)
            ? [full]
            : [];
      });
    for (const file of [...walk(join(ROOT, 'cms', 'config')), ...walk(join(ROOT, 'cms', 'src'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\benv(?:\.(?:int|bool|array|float|json|date))?\(\s*'([A-Z][A-Z0-9_]*)'/g))
        names.add(match[1]);
      for (const match of text.matchAll(/(?:readSecret|readSeedSetting)\(\s*'([A-Z][A-Z0-9_]*)'/g)) names.add(match[1]);
      for (const match of text.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]);
      for (const match of text.matchAll(/env\[`\$\{prefix\}_([A-Z_]+)`\]/g)) {
        // src/legacy/rate-limit.ts: <LOGIN|CONTACT>_RATE_LIMIT_<MAX|WINDOW>
        for (const prefix of ['LOGIN', 'CONTACT']) names.add(`${prefix}_${match[1]}`);
      }
    }
    return names;
  }

  it('cms/.env.example documents every variable the CMS reads', () => {
    const example = read('cms/.env.example');
    const missing = [...variablesReadByCms()].filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example));
    assert.deepEqual(missing, [], 'undocumented in cms/.env.example');
  });
});
