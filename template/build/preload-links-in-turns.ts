import type { Plugin } from 'vite';

/**
 * Vite's lazy-import helper inserts a `<link rel=modulepreload>` for each file a lazy import needs,
 * all in the task that asks for the import. Each insertion starts its request there and then, on
 * the main thread (and a Lighthouse run reports each request to its tools as well): the kanban
 * board's workspace, fetched once the board has painted, brings 22 files; on /users/list one such
 * task took 29 ms at 1x CPU, 78% of it in `appendChild`. Lighthouse's phone run counts a task four
 * times over, so each was a long task on the signed-in pages.
 *
 * Here the helper's `document.head.appendChild(link)` becomes `insertInTurns(link)`: the first three
 * links of a task go in at once (the imported file itself is the first of its list), the others
 * three to a task, in order, a task apart. A module the import reaches before its link is inserted
 * is fetched by the import itself; the link then finds it in the module map and asks for nothing.
 * A stylesheet the helper waits for is awaited the same way, from its later insertion.
 * public/start-after-paint.js inserts a pre-rendered page's links in the same turns.
 */
export const helperId = /^\0vite\/preload-helper\.js$/;
const insertion = 'document.head.appendChild(link)';

/**
 * The queue, run in the page: `insert(link)` puts three links in at once in a task, the others three
 * to a task, in order. Its source goes ahead of the helper's code (`toString`, as Vite builds the
 * helper itself), so it uses nothing from outside but the page's own globals.
 */
export function createInsertInTurns(nextTask: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  const perTask = 3;
  const waiting: Element[] = [];
  let inThisTask = 0;
  const flush = () => {
    for (const link of waiting.splice(0, perTask)) document.head.appendChild(link);
    if (waiting.length) nextTask(flush);
  };
  return (link: Element) => {
    if (!waiting.length && inThisTask < perTask) {
      if (inThisTask++ === 0) nextTask(() => (inThisTask = 0));
      document.head.appendChild(link);
      return;
    }
    if (waiting.push(link) === 1) nextTask(flush);
  };
}

const insertInTurnsCode = `const insertInTurns = /* @__PURE__ */ (${createInsertInTurns.toString()})();\n`;

/** The helper's code with its insertion replaced, or null when Vite's helper no longer has it. */
export function spreadInsertions(code: string): string | null {
  const parts = code.split(insertion);
  return parts.length === 2 ? insertInTurnsCode + parts.join('insertInTurns(link)') : null;
}

export function preloadLinksInTurns(): Plugin {
  return {
    name: 'tessera:preload-links-in-turns',
    apply: 'build',
    transform: {
      filter: { id: helperId },
      handler(code) {
        const spread = spreadInsertions(code);
        // A Vite whose helper reads otherwise keeps its own insertion: slower, never broken.
        if (spread === null) this.warn(`Vite's preload helper has no single "${insertion}": links go in at once`);
        return spread;
      },
    },
  };
}
