/**
 * The tables `npm run bench` closes with (scripts/bench.mjs): every route's bytes and Lighthouse
 * figures against their goals, then why each route that misses a Lighthouse goal misses it (from
 * its median run's report: scripts/lib/lighthouse-why.mjs), and the interactions.
 */
import { interactionGoalMs } from './interaction-bench.mjs';
import { whyLine } from './lighthouse-why.mjs';
import { median } from './lighthouse.mjs';

/** "Why" lines for the routes that miss a Lighthouse goal: what ran on the main thread, what painted late, what moved. */
function reasons(entries) {
  const lines = [];
  for (const [route, { lighthouse: lh }] of entries) {
    const goals = lh?.goals;
    if (!goals) continue;
    const missed = {
      mobile: !goals.mobilePerformance.met,
      desktop: !goals.desktopPerformance.met,
      tbt: goals.tbt ? !goals.tbt.met : false,
      cls: !goals.cls.met,
    };
    if (!Object.values(missed).some(Boolean)) continue;
    const mobile = whyLine(lh.mobile.why, missed);
    const desktop = missed.desktop ? whyLine(lh.desktop.why, { ...missed, mobile: true, tbt: true }) : '';
    if (mobile) lines.push(`  ${route} (mobile): ${mobile}`);
    if (desktop) lines.push(`  ${route} (desktop): ${desktop}`);
  }
  return lines.length ? ['', 'Why (the median run of each route that misses a goal):', ...lines] : [];
}

/** One line per interaction: its longest event (ms) against the goal. */
export function interactionTable(interactions) {
  const rows = [['interaction (4x CPU)', 'route', 'longest ms', '']];
  for (const [name, result] of Object.entries(interactions)) {
    rows.push([
      name,
      result.route,
      result.error ? `failed: ${result.error}` : String(result.longestMs),
      result.met ? ' ' : '✗',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  const missed = rows.slice(1).filter((row) => row.at(-1) === '✗').length;
  return [
    '',
    ...rows.map(line),
    '',
    `${missed} of ${rows.length - 1} interactions miss the ${interactionGoalMs} ms goal (✗).`,
  ].join('\n');
}

/** One line per route: bytes and Lighthouse figures, a ✗ after each figure that misses its goal. */
export function summaryTable(report) {
  const kb = (bytes) => (bytes === null || bytes === undefined ? '-' : (bytes / 1000).toFixed(1));
  const mark = (ok) => (ok === false ? '✗' : ' ');
  const rows = [
    ['route', 'KB', '', 'backend KB', 'idle KB', '', 'mobile', '', 'desktop', '', 'TBT ms', '', 'CLS', '', 'a11y', ''],
  ];
  const entries = [...Object.entries(report.routes), ...Object.entries(report.docs)];
  for (const [route, result] of entries) {
    const bytes = result.bytes;
    const lh = result.lighthouse;
    const goals = lh?.goals;
    rows.push([
      route,
      kb(bytes?.initial.total),
      mark(bytes ? bytes.initial.total <= (bytes.budget ?? bytes.goal ?? 250000) : null),
      kb(bytes?.backend?.total),
      kb(bytes?.afterIdle?.total),
      mark(bytes?.afterIdle ? bytes.afterIdle.total <= (bytes.afterIdleBudget ?? 336000) : null),
      String(lh?.mobile.performance ?? '-'),
      mark(goals?.mobilePerformance.met),
      String(lh?.desktop.performance ?? '-'),
      mark(goals?.desktopPerformance.met),
      String(lh?.mobile.tbtMs ?? '-'),
      mark(goals?.tbt?.met),
      lh ? (goals?.cls.actual ?? 0).toFixed(3) : '-',
      mark(goals?.cls.met),
      String(goals?.accessibility.actual ?? '-'),
      mark(goals?.accessibility.met),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  const missed = rows.slice(1).filter((row) => row.includes('✗')).length;
  return [
    '',
    ...rows.map(line),
    '',
    `${missed} of ${rows.length - 1} routes miss a goal (✗).`,
    ...machineSpeed(entries),
    ...reasons(entries),
  ].join('\n');
}

/**
 * Lighthouse's benchmark index of the runs (higher is faster). Its mobile figures simulate a slow
 * phone from the tasks it watched here, so the same build scores lower on a slower or busier
 * machine: compare scores and TBT only between runs whose index is alike.
 */
function machineSpeed(entries) {
  const indexes = entries
    .flatMap(([, result]) => ['mobile', 'desktop'].flatMap((form) => result.lighthouse?.[form]?.runs ?? []))
    .map((run) => run.benchmarkIndex)
    .filter((index) => typeof index === 'number');
  if (!indexes.length) return [];
  return [
    `Machine speed (Lighthouse benchmarkIndex, higher is faster): median ${Math.round(median(indexes))}, ${Math.min(...indexes)}-${Math.max(...indexes)} over ${indexes.length} runs. Compare scores and TBT only between runs of a similar index.`,
  ];
}
