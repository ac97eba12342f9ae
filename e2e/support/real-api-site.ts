/**
 * The app against the reference server, for tests/real-api.spec.ts:
 *
 * - the server (server/src/main.ts) runs as its own process on a free port, with a fresh SQLite
 *   file in a temporary folder and a short access-token lifetime, so a test sees tokens expire;
 *   `restartApi()` stops it and starts it again on the same file (and signing key);
 * - a small site serves the app built for a real API (`npm run build:real-api`, VITE_API_BASE_URL
 *   `/api`) at /demo/, answering every other /demo/ address with its index.html, and passes /api
 *   on to the server like a reverse proxy. The page keeps one origin under the production
 *   Content-Security-Policy, whatever port the server gets.
 *
 * Between the page and the server, the site plays the network's part: `fault()` makes every
 * matching API request hang (a timeout) or answer 500 until `clearFaults()`, and while the server
 * is down a request's connection is dropped, as a browser sees a refused connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../../scripts/lib/content-security-policy.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const buildDir = join(repo, '.cache/real-api');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export type Fault = 'timeout' | 'server-error';

export interface RealApiSite {
  /** The site's origin with a trailing slash; the app is at `${url}demo/`. */
  url: string;
  /** Seconds an access token lives. */
  accessTtlSeconds: number;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  restartApi(): Promise<void>;
  /** API requests whose path matches `path` fail the given way, until `clearFaults()`. */
  fault(kind: Fault, path: RegExp): void;
  clearFaults(): void;
  close(): Promise<void>;
}

/** Starts server/src/main.ts; resolves with the port it printed. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', '../scripts/lib/ts-hooks.mjs', 'src/main.ts'], {
    cwd: join(repo, 'server'),
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tessera API on http:\/\/[^:]+:(\d+)\/api/.exec(output);
      if (match) done({ child, port: Number(match[1]) });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`The reference server stopped (${code}):\n${output}`)));
  });
}

function serveFile(req: IncomingMessage, res: ServerResponse) {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname));
  let file = join(buildDir, path);
  if (!file.startsWith(buildDir) || !existsSync(file) || !extname(file)) file = join(buildDir, 'demo/index.html');
  res.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Content-Security-Policy': contentSecurityPolicy,
  });
  res.end(readFileSync(file));
}

export async function startRealApiSite({ accessTtlSeconds = 6 } = {}): Promise<RealApiSite> {
  if (!existsSync(join(buildDir, 'demo/index.html'))) {
    throw new Error(`No build for a real API in ${buildDir}: run \`npm run build:real-api\` first.`);
  }
  const data = mkdtempSync(join(tmpdir(), 'tessera-real-api-'));
  const env = {
    DATABASE: join(data, 'api.db'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TTL_SECONDS: String(accessTtlSeconds),
  };
  let api: { child: ChildProcess; port: number } | null = null;
  const faults: { kind: Fault; path: RegExp }[] = [];
  const hanging = new Set<ServerResponse>();

  function proxy(req: IncomingMessage, res: ServerResponse) {
    const fault = faults.find((f) => f.path.test(req.url ?? ''));
    if (fault) {
      if (fault.kind === 'timeout') {
        hanging.add(res);
        return;
      }
      res.writeHead(500, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ message: 'Something went wrong' }));
    }
    if (!api) return req.socket.destroy();
    const upstream = request(
      { host: '127.0.0.1', port: api.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  }

  const site = createServer((req, res) => (req.url?.startsWith('/api/') ? proxy(req, res) : serveFile(req, res)));
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const address = site.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

  const stopApi = async () => {
    const running = api;
    api = null;
    if (!running || running.child.exitCode !== null) return;
    running.child.removeAllListeners('exit');
    await new Promise((done) => {
      running.child.once('exit', done);
      running.child.kill('SIGTERM');
    });
  };
  const startApi = async () => {
    api ??= await runServer({ ...env, CORS_ORIGIN: url.replace(/\/$/, '') });
  };
  await startApi();

  return {
    url,
    accessTtlSeconds,
    stopApi,
    startApi,
    restartApi: async () => {
      await stopApi();
      await startApi();
    },
    fault: (kind, path) => void faults.push({ kind, path }),
    clearFaults: () => void faults.splice(0),
    close: async () => {
      for (const res of hanging) res.socket?.destroy();
      await stopApi();
      await new Promise((done) => {
        site.close(done);
        site.closeAllConnections();
      });
      rmSync(data, { recursive: true, force: true });
    },
  };
}
