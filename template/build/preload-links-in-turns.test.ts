import { createInsertInTurns, helperId, spreadInsertions } from './preload-links-in-turns';
import { viteSources } from './vite-sources';

describe('spreadInsertions', () => {
  it("replaces the helper's one insertion and puts the queue ahead of its code", () => {
    const helper = 'const seen = {};export const __vitePreload = function(){document.head.appendChild(link);}';
    const spread = spreadInsertions(helper) ?? '';
    expect(spread).toMatch(/^const insertInTurns = \/\* @__PURE__ \*\/ \(function createInsertInTurns\(/);
    expect(spread).toContain(createInsertInTurns.toString());
    expect(spread.endsWith('const seen = {};export const __vitePreload = function(){insertInTurns(link);}')).toBe(true);
  });

  it('leaves a helper it does not recognise to Vite', () => {
    expect(spreadInsertions('document.head.append(link)')).toBeNull();
    expect(spreadInsertions('document.head.appendChild(link);document.head.appendChild(link);')).toBeNull();
  });
});

describe('the queue, in the page', () => {
  const link = (name: string) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href: name });
  const inHead = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
  // The page's task queue, run one task at a time.
  const tasks: (() => void)[] = [];
  const nextTask = () => tasks.shift()?.();

  let insertInTurns: (link: Element) => void;

  beforeEach(() => {
    tasks.length = 0;
    insertInTurns = createInsertInTurns((run) => tasks.push(run));
    document.head.replaceChildren();
  });

  it('inserts three links in the task that asks, then three a task, in order', () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) insertInTurns(link(name));
    expect(inHead()).toEqual(['a', 'b', 'c']);
    nextTask(); // the next task counts from zero
    nextTask();
    expect(inHead()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    nextTask();
    expect(inHead()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(tasks).toHaveLength(0);
    // A later task starts with three at once again.
    for (const name of ['i', 'j', 'k', 'l']) insertInTurns(link(name));
    expect(inHead()).toHaveLength(11);
    while (tasks.length) nextTask();
    expect(inHead()).toHaveLength(12);
  });

  it('keeps the order while links wait: a new one goes behind them', () => {
    for (const name of ['a', 'b', 'c', 'd']) insertInTurns(link(name));
    nextTask(); // the count is reset while 'd' still waits for its turn
    insertInTurns(link('e'));
    expect(inHead()).toEqual(['a', 'b', 'c']);
    while (tasks.length) nextTask();
    expect(inHead()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('the installed Vite', () => {
  // If a Vite update changes its helper, the links go in at once again (slower, nothing breaks) and
  // the build warns: these say so first.
  it("names its lazy-import helper as the plugin's filter expects", async () => {
    const id = /const preloadHelperId = "([^"]+)";/.exec(await viteSources())?.[1];
    expect(id?.replace('\\0', '\0')).toMatch(helperId);
  });

  it('builds the helper from a function with one insertion the plugin can replace', async () => {
    const source = await viteSources();
    const start = source.indexOf('function preload(baseModule, deps, importerUrl) {');
    const end = source.indexOf('\nfunction ', start + 1);
    expect(start).toBeGreaterThan(-1);
    expect(spreadInsertions(source.slice(start, end))).not.toBeNull();
  });
});
