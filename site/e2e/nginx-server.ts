// Runs the nginx server block of DEPLOYMENT.md on the machine's nginx, in the foreground as the current user, with every
// file it writes (pid, logs, temp folders) in a temporary folder, so the block a reader deploys is the one tested.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const GUIDE = path.resolve(__dirname, '../../DEPLOYMENT.md');
/** The placeholders of the block: where the reader copies site/build, and the port. */
const WEB_ROOT = '/var/www/roo-code-docs';
const LISTEN = 'listen 80;';

/** The deployment guide's nginx server block, the one fenced `nginx` block in it. */
export function guideServerBlock(): string {
  const blocks = [...fs.readFileSync(GUIDE, 'utf8').matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map(([, body]) => body);
  if (blocks.length !== 1) throw new Error(`DEPLOYMENT.md should hold one nginx block, not ${blocks.length}`);
  const [block] = blocks;
  for (const placeholder of [WEB_ROOT, LISTEN]) {
    if (!block.includes(placeholder))
      throw new Error(`DEPLOYMENT.md's nginx block lost its placeholder "${placeholder}"`);
  }
  return block;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function config(dir: string, buildDir: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root the master hands requests to workers of another user (nobody by default), which may not exist or may
    // not read the build; naming the current user keeps the test independent of the machine's accounts.
    ...(process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')};`,
    'events { worker_connections 64; }',
    'http {',
    // What the http block of Debian's stock nginx.conf holds around the server block the guide gives.
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    guideServerBlock().replaceAll(WEB_ROOT, buildDir).replace(LISTEN, `listen 127.0.0.1:${port};`),
    '}',
    '',
  ].join('\n');
}

export type NginxServer = {url: string; close: () => Promise<void>};

async function startOnce(dir: string, buildDir: string): Promise<NginxServer | 'port taken'> {
  const port = await freePort();
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config(dir, buildDir, port));
  const child: ChildProcess = spawn(NGINX, ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (child.exitCode !== null) break;
    if (await canConnect(port)) {
      return {
        url: `http://127.0.0.1:${port}`,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await exited;
  const errorLog = path.join(dir, 'error.log');
  const log = [stderr, fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''].join('\n');
  if (/Address already in use/.test(log)) return 'port taken';
  throw new Error(`nginx did not start:\n${log}`);
}

/** Starts nginx on a free port of 127.0.0.1, serving `buildDir` through the guide's server block. */
export async function startNginx(buildDir: string): Promise<NginxServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roo-docs-nginx-'));
  // Another process can take the free port between the probe and nginx's bind; a fresh port then does it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const server = await startOnce(dir, buildDir);
    if (server !== 'port taken') {
      return {
        url: server.url,
        close: async () => {
          await server.close();
          fs.rmSync(dir, {recursive: true, force: true});
        },
      };
    }
  }
  throw new Error('nginx found no free port on 127.0.0.1 in three attempts');
}
