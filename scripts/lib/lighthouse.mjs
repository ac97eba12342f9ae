/**
 * Lighthouse runs for `npm run bench` (scripts/bench.mjs): each in a fresh Chromium profile (cold
 * cache), with a signed-in session restored first when one is given, summed up as medians against
 * the page's goals.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { measuringBrowser } from './chromium.mjs';
import { whyOf } from './lighthouse-why.mjs';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The median of the numbers among `values` (null when there are none). */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const nearest = (samples, score) =>
  samples.reduce(
    (best, s) => (best && Math.abs(best.performance - score) <= Math.abs(s.performance - score) ? best : s),
    null,
  );

/** One Lighthouse run in a fresh profile (cold cache), optionally with a session restored first. */
async function lighthouseRun(url, formFactor, storageState, lighthouse, desktopConfig, reportFile) {
  const profile = await mkdtemp(join(tmpdir(), 'tessera-lh-'));
  const port = await freePort();
  const { args, executablePath, ignoreDefaultArgs } = await measuringBrowser();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    ignoreDefaultArgs,
    headless: true,
    args: [...args, `--remote-debugging-port=${port}`],
  });
  try {
    if (storageState) {
      await context.addCookies(storageState.cookies);
      const page = await context.newPage();
      const origin = new URL(url).origin;
      // A tiny same-origin document: it sets localStorage without warming the app's cache.
      await page.goto(`${origin}/demo/favicon.svg`);
      const stored = storageState.origins.find((o) => o.origin === origin)?.localStorage ?? [];
      await page.evaluate((pairs) => pairs.forEach(({ name, value }) => localStorage.setItem(name, value)), stored);
      await page.close();
    }
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The profile is fresh anyway; a reset would also wipe the session set up above.
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    if (reportFile) {
      await mkdir(dirname(reportFile), { recursive: true });
      await writeFile(reportFile, JSON.stringify(lhr));
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      finalUrl: lhr.finalDisplayedUrl,
      // Lighthouse's own measure of how fast this machine ran JavaScript just before the page.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
      why: whyOf(lhr),
      // What to fix when accessibility is under 100: the failing audits and an element of each.
      accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.details?.items?.[0]?.node?.snippet ?? ''}`.slice(0, 300)),
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on one page, mobile then desktop, `runs` times each: the medians, every run, and each
 * goal met or not. `reportFile(formFactor, run)` names where to keep each full report (or null).
 */
export async function lighthouseFor({ label, url, storageState, runs, goals, reportFile, log }) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const out = {};
  for (const formFactor of ['mobile', 'desktop']) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      log(`lighthouse ${label} ${formFactor} run ${i + 1}/${runs}`);
      try {
        const file = reportFile?.(formFactor, i + 1) ?? null;
        samples.push(await lighthouseRun(url, formFactor, storageState, lighthouse, desktopConfig, file));
      } catch (error) {
        log(`  failed: ${error.message}`);
      }
    }
    out[formFactor] = {
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      cls: median(samples.map((s) => s.cls)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      // The reasons of the run whose score is nearest the median.
      why: nearest(samples, median(samples.map((s) => s.performance)))?.why ?? null,
      runs: samples,
    };
  }
  const worstA11y = Math.min(out.mobile.accessibility ?? 0, out.desktop.accessibility ?? 0);
  const worstCls = Math.max(out.mobile.cls ?? 1, out.desktop.cls ?? 1);
  return {
    ...out,
    goals: {
      mobilePerformance: {
        goal: `>= ${goals.mobile}`,
        actual: out.mobile.performance,
        met: (out.mobile.performance ?? 0) >= goals.mobile,
      },
      desktopPerformance: {
        goal: `>= ${goals.desktop}`,
        actual: out.desktop.performance,
        met: (out.desktop.performance ?? 0) >= goals.desktop,
      },
      accessibility: { goal: `${goals.accessibility}`, actual: worstA11y, met: worstA11y >= goals.accessibility },
      cls: { goal: `< ${goals.cls}`, actual: worstCls, met: worstCls < goals.cls },
      ...(goals.tbtMs !== undefined && {
        tbt: {
          goal: `<= ${goals.tbtMs} ms (mobile, 4x CPU)`,
          actual: out.mobile.tbtMs,
          met: (out.mobile.tbtMs ?? Infinity) <= goals.tbtMs,
        },
      }),
    },
  };
}
