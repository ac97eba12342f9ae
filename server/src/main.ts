/**
 * `npm run api`: the reference server on a free port (or PORT), with its SQLite file (DATABASE,
 * default server/data/tessera.db) migrated and seeded on first start. Prints the API base URL.
 *
 *   PORT=8787 CORS_ORIGIN=http://localhost:5173 JWT_SECRET=... npm run api
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { defaultReuseGraceSeconds } from './auth';
import { openDb } from './db';
import { seed } from './seed';

const file = resolve(process.env.DATABASE ?? fileURLToPath(new URL('../data/tessera.db', import.meta.url)));
mkdirSync(dirname(file), { recursive: true });
const db = openDb(file);
await seed(db);

if (!process.env.JWT_SECRET)
  console.warn('JWT_SECRET is not set: tokens are signed with a random key and end with this process');
const app = createApp({
  db,
  corsOrigin: process.env.CORS_ORIGIN ?? 'http://localhost:5173',
  tokens: {
    secret: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    accessTtlSeconds: Number(process.env.ACCESS_TTL_SECONDS ?? 15 * 60),
    refreshTtlSeconds: Number(process.env.REFRESH_TTL_SECONDS ?? 30 * 24 * 3600),
    reuseGraceSeconds: Number(process.env.REFRESH_REUSE_GRACE_SECONDS ?? defaultReuseGraceSeconds),
  },
});

const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: process.env.HOST ?? '127.0.0.1' },
  (info) => {
    console.log(`Tessera API on http://${info.address}:${info.port}/api (database ${file})`);
  },
);
const stop = () => server.close(() => db.close());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
