import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yScanOptions {
  /** CSS selector to limit the scan to. @default the whole page */
  include?: string;
  /** CSS selectors to leave out (e.g. a third-party map canvas). */
  exclude?: string[];
  /** axe rule ids to skip; say why next to the call. */
  disableRules?: string[];
  /** Record a failure and let the test go on (a walk through many pages reports them all). @default false */
  soft?: boolean;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${targets.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe on the current page and fails on any serious or critical violation.
 * Minor and moderate findings are attached to the report, not failed on.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yScanOptions = {}): Promise<void> {
  // Legacy mode runs axe in the page itself: the default mode opens a blank page to merge the frames'
  // results, which costs about a second per scan. Our pages have no cross-origin frames (the CSP
  // allows none), the one thing legacy mode leaves out. Only violations are collected.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (options.soft ? expect.soft : expect)(
    serious,
    `axe found serious/critical violations on ${page.url()}:\n${describe(serious)}`,
  ).toEqual([]);
}
