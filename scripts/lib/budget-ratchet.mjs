/**
 * The byte budgets of e2e/budgets.json against a bench report (scripts/bench.mjs): which routes
 * are over theirs, and `--update-budgets`, which moves each measured budget to today's figure (the
 * goal where it is reached, else the figure rounded up to the next 1000 bytes).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

/** Rewrites the entries of `file` (e2e/budgets.json) that the report measured signed in, at their own path. */
export async function updateBudgets(file, report, log) {
  const data = JSON.parse(await readFile(file, 'utf8'));
  for (const [route, result] of Object.entries(report.routes)) {
    const entry = data.routes[route] ?? data.otherRoutes?.[route];
    if (!entry || !result.signedIn || result.finalPath !== route) continue;
    const ratchet = (figure, goal, budget, what) => {
      const next = figure <= goal ? goal : Math.ceil(figure / 1000) * 1000;
      if (next !== budget)
        log(`${what} ${route}: ${budget} -> ${next}${next > budget ? ' (RAISED: say why in the commit)' : ''}`);
      return next;
    };
    entry.budget = ratchet(result.bytes.initial.total, entry.goal, entry.budget, 'budget');
    if (entry.afterIdle && result.bytes.afterIdle) {
      const { goal, budget } = entry.afterIdle;
      entry.afterIdle.budget = ratchet(result.bytes.afterIdle.total, goal, budget, 'after-idle budget');
    }
  }
  // Laid out as the repository's Prettier check wants it (short arrays on one line).
  const options = { ...(await resolveConfig(file)), filepath: file };
  await writeFile(file, await format(JSON.stringify(data, null, 2), options));
}

/** The routes of the report whose bytes (initial or after idle) are over their budget. */
export function routesOverBudget(report) {
  return Object.entries(report.routes)
    .filter(
      ([, { bytes }]) =>
        bytes &&
        (bytes.initial.total > (bytes.budget ?? Infinity) ||
          (bytes.afterIdle?.total ?? 0) > (bytes.afterIdleBudget ?? Infinity)),
    )
    .map(([route]) => route);
}
