#!/usr/bin/env node
/**
 * Writes the API contract as OpenAPI 3.1 JSON: `node scripts/openapi.mjs [file]` (stdout without
 * a file). The document is built from template/src/contract (the app's own zod schemas); the site
 * build publishes it as dist/openapi.json.
 */
import './lib/ts-hooks.mjs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function writeOpenApi(file) {
  const { openApiDocument } = await import('../template/src/contract/openapi.ts');
  const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
  if (!file) return process.stdout.write(text);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

if (import.meta.url === `file://${process.argv[1]}`) await writeOpenApi(process.argv[2]);
