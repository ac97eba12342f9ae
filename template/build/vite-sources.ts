import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The installed Vite's build code (dist/node/chunks/*.js), for the tests of the build plugins that
 * depend on what Vite writes: they fail when a Vite update changes it.
 */
export async function viteSources(): Promise<string> {
  const chunksDir = join(dirname(fileURLToPath(import.meta.resolve('vite'))), 'chunks');
  const files = (await readdir(chunksDir)).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(join(chunksDir, file), 'utf8')))).join('\n');
}
