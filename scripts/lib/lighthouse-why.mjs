/**
 * What a Lighthouse report says held a page back, in one line a person can act on: the main
 * thread's longest tasks and the scripts that ran longest (what total blocking time counts), the
 * element of the largest paint and how long it took, and the element that shifted most. `npm run
 * bench` prints it under every route that misses a goal (scripts/lib/bench-report.mjs).
 */

const fileOf = (url) => {
  if (!url || !/^https?:/.test(url)) return 'unattributed';
  const { pathname } = new URL(url);
  const name = pathname.split('/').pop() ?? '';
  // A page's own address is its HTML (and the inline work the parser does).
  return name.includes('.') ? name : `${pathname} (page)`;
};
const ms = (n) => `${Math.round(n)} ms`;
const items = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

/** `{ longTasks, scripts, lcp, shift }`, each a short string or null, from one report (lhr). */
export function whyOf(lhr) {
  const longTasks = items(lhr, 'long-tasks')
    .slice(0, 3)
    .map((task) => `${fileOf(task.url)} ${ms(task.duration)}`);
  const scripts = items(lhr, 'bootup-time')
    .filter((script) => script.scripting > 50)
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, 3)
    .map((script) => `${fileOf(script.url)} ${ms(script.scripting)}`);
  const lcpNode = items(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node');
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue;
  const shift = items(lhr, 'layout-shifts')[0];
  return {
    longTasks: longTasks.length ? longTasks.join(', ') : null,
    scripts: scripts.length ? scripts.join(', ') : null,
    lcp: lcpMs === undefined ? null : `${(lcpMs / 1000).toFixed(1)} s${lcpNode ? ` on ${lcpNode.selector}` : ''}`,
    shift: shift ? `${shift.node?.selector ?? '?'} (${shift.score.toFixed(3)})` : null,
  };
}

/** The reasons as one line: what to look at first for the goals a route missed. */
export function whyLine(why, missed) {
  if (!why) return '';
  const parts = [];
  if (missed.tbt || missed.mobile) {
    if (why.longTasks) parts.push(`long tasks: ${why.longTasks}`);
    if (why.scripts) parts.push(`script time: ${why.scripts}`);
  }
  if (missed.mobile && why.lcp) parts.push(`LCP ${why.lcp}`);
  if (missed.cls && why.shift) parts.push(`largest shift: ${why.shift}`);
  return parts.join('; ');
}
