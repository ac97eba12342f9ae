import type { Rolldown } from 'vite';

/**
 * Joins small chunks to chunks mostly loaded by the same pages.
 *
 * The bundler gives every set of modules loaded by a different set of lazy parts (screens, cards,
 * dialogs; their "loaders") a file of its own. The list screens share the data table, form parts and
 * a few dozen icons in subsets that differ a little from screen to screen, so /users/list loaded 113
 * scripts, 77 of them under 2 KB. Each module costs Chromium its own fetch, compile and task, about
 * 10 ms of main-thread time at the 4x CPU throttle whatever its size (measured on a synthetic page).
 *
 * Here every chunk of the plan starts as the bundler's: the modules with the same loaders. Taking
 * them smallest first, a chunk under `smallChunk` bytes of source joins the other chunk that costs
 * least, the two then being loaded by the union of their loaders. A join:
 * - costs the bytes pages download without needing them (each side's size times the loaders only
 *   the other side had), and may cost at most `waste` times what the small chunk weighs on its own
 *   pages when a public page pays part of it, `looseWaste` times when only signed-in pages do; the
 *   two sides must share at least half the loaders of the one with fewer;
 * - is refused unless every module either side imports is already loaded by all the union's
 *   loaders, so a join adds no third file to any page. Loaders only grow, so the rule still holds
 *   after later joins, and no two chunks can import each other (that would need equal loaders,
 *   and a chunk whose loaders a join reproduces joins too);
 * - gives one chunk at most `intake` bytes from others, so no chunk becomes a catch-all.
 * Left as they are: modules other groups own (start-up chunks, React's core), the demo backend's,
 * style sheets (a page would take in another page's styles), and whatever the signed-in shell
 * loads (it is on every signed-in page's first paint). The plan is made once, from the whole graph.
 */
type ChunkingContext = Rolldown.ChunkingContext;

/** A chunk smaller than this (bytes of transformed source, about twice its minified size) joins another. */
const smallChunk = 4000;
/** What one chunk may take in from small chunks, in bytes of source (12,000 stopped many of the joins `looseWaste` allows). */
const intake = 24_000;
/**
 * What a join may cost in bytes downloaded for nothing (by the pages that did not need one chunk
 * or the other), as a share of what the small chunk weighs on all pages that need it.
 */
const waste = 0.5;
/**
 * The same where no public page is among those (sign-in, landing, status pages: screens the
 * public screens load, even lazily): a signed-in page pays ~10 ms of main thread for each file it
 * loads, and a few hundred bytes it does not need cost it far less. Measured on the build: with 4,
 * /dashboard/crm loads 82 scripts instead of 94 for the same bytes, /users/list 79 instead of 87
 * for 3.3 KB more (248.4 KB, under its 250 KB); 10 saved two or three files more a page and put
 * three routes over their budgets.
 */
const looseWaste = 4;

const demoBackend = /[\\/]src[\\/]mocks[\\/]/;
const styleOrVirtual = /\.(css|scss)($|\?)|\?|\0/;

interface Chunk {
  key: string;
  loaders: Set<number>;
  modules: string[];
  size: number;
  taken: number;
}

export interface SmallChunkOptions {
  /** The page's entry module (absolute id). */
  entry: string;
  /** Whether another group owns the module (it stays out of the plan). */
  ownedElsewhere: (id: string, ctx: ChunkingContext) => boolean;
  /** Whether what a lazily loaded module loads is on many pages' first paint (its chunks stay as they are). */
  pageWide: (id: string) => boolean;
  /** Whether a module is a public screen (what it loads, even lazily, must stay lean). */
  publicScreen: (id: string) => boolean;
}

export function smallChunks({ entry, ownedElsewhere, pageWide, publicScreen }: SmallChunkOptions) {
  let plan: Map<string, string> | null = null;

  function makePlan(ctx: ChunkingContext): Map<string, string> {
    /** Every module `from` reaches through static imports (and lazy ones too, with `lazily`). */
    const reach = (from: string, lazily: boolean, onLazy?: (id: string) => void) => {
      const seen = new Set([from]);
      const queue = [from];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        const info = ctx.getModuleInfo(id);
        const lazy = info?.dynamicallyImportedIds ?? [];
        if (onLazy) lazy.forEach(onLazy);
        for (const next of [...(info?.importedIds ?? []), ...(lazily ? lazy : [])]) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      return seen;
    };
    // The loaders: the entry and every lazily imported module. Then which loaders load each module.
    const loaderSet = new Set([entry]);
    const all = reach(entry, true, (id) => loaderSet.add(id));
    const loaderIds = [...loaderSet];
    const loadersOf = new Map<string, Set<number>>();
    loaderIds.forEach((loader, index) => {
      for (const id of reach(loader, false)) {
        let set = loadersOf.get(id);
        if (!set) loadersOf.set(id, (set = new Set()));
        set.add(index);
      }
    });
    const everyPage = (id: string) => loadersOf.get(id)?.has(0) ?? false;
    // The loaders a public page may run: the public screens and whatever they load lazily.
    const loaderIndex = new Map(loaderIds.map((id, index) => [id, index]));
    const publicLoaders = new Set<number>();
    for (const screen of loaderIds.filter(publicScreen)) {
      for (const id of reach(screen, true)) {
        const index = loaderIndex.get(id);
        if (index !== undefined) publicLoaders.add(index);
      }
    }

    const keyOf = (loaders: Set<number>) => [...loaders].sort((a, b) => a - b).join(',');
    // The bundler's chunks, over the modules this plan may move.
    const chunks = new Map<string, Chunk>();
    const chunkOf = new Map<string, Chunk>();
    for (const id of [...all].sort()) {
      if (id === entry || everyPage(id) || styleOrVirtual.test(id) || ownedElsewhere(id, ctx)) continue;
      const loaders = loadersOf.get(id) ?? new Set<number>();
      if ([...loaders].every((index) => demoBackend.test(loaderIds[index] ?? ''))) continue;
      if (demoBackend.test(id) || [...loaders].some((index) => pageWide(loaderIds[index] ?? ''))) continue;
      const key = keyOf(loaders);
      let chunk = chunks.get(key);
      if (!chunk) chunks.set(key, (chunk = { key, loaders, modules: [], size: 0, taken: 0 }));
      chunk.modules.push(id);
      chunk.size += ctx.getModuleInfo(id)?.code?.length ?? 0;
      chunkOf.set(id, chunk);
    }

    /** Whether every page of `loaders` already loads what `chunk` imports (`partner` is joining it). */
    const importsLoadedWith = (chunk: Chunk, partner: Chunk, loaders: Set<number>) =>
      chunk.modules.every((id) =>
        (ctx.getModuleInfo(id)?.importedIds ?? []).every((dep) => {
          if (everyPage(dep)) return true;
          const depChunk = chunkOf.get(dep);
          if (depChunk === chunk || depChunk === partner) return true;
          const depLoaders = depChunk?.loaders ?? loadersOf.get(dep) ?? new Set<number>();
          for (const index of loaders) if (!depLoaders.has(index)) return false;
          return true;
        }),
      );
    const outside = (a: Set<number>, b: Set<number>, only?: Set<number>) => {
      let n = 0;
      for (const index of a) if (!b.has(index) && (!only || only.has(index))) n++;
      return n;
    };
    const named = new Set<Chunk>();
    const join = (into: Chunk, from: Chunk) => {
      for (const id of from.modules) chunkOf.set(id, into);
      into.modules.push(...from.modules);
      into.size += from.size;
      into.taken += from.size;
      chunks.delete(from.key);
      named.delete(from);
    };

    for (const small of [...chunks.values()].sort((a, b) => a.size - b.size || a.key.localeCompare(b.key))) {
      if (small.size >= smallChunk || chunks.get(small.key) !== small) continue;
      // Bytes pages would download without needing them, against what the small chunk costs.
      const allowed = waste * small.size * small.loaders.size;
      const looseAllowed = looseWaste * small.size * small.loaders.size;
      const candidates: [number, Chunk][] = [];
      for (const other of chunks.values()) {
        if (other === small || other.taken + small.taken + small.size > intake) continue;
        const onlyOther = outside(other.loaders, small.loaders);
        const onlySmall = outside(small.loaders, other.loaders);
        // Chunks that no page loads together stay apart, however small.
        const shared = small.loaders.size - onlySmall;
        if (shared * 2 < Math.min(small.loaders.size, other.loaders.size)) continue;
        const cost = small.size * onlyOther + other.size * onlySmall;
        const publicCost =
          small.size * outside(other.loaders, small.loaders, publicLoaders) +
          other.size * outside(small.loaders, other.loaders, publicLoaders);
        if (cost <= (publicCost > 0 ? allowed : looseAllowed)) candidates.push([cost, other]);
      }
      candidates.sort(([a, x], [b, y]) => a - b || y.size - x.size || x.key.localeCompare(y.key));
      for (const [, other] of candidates) {
        const loaders = new Set([...other.loaders, ...small.loaders]);
        if (!importsLoadedWith(small, other, loaders) || !importsLoadedWith(other, small, loaders)) continue;
        join(other, small);
        chunks.delete(other.key);
        other.loaders = loaders;
        other.key = keyOf(loaders);
        // A chunk already loaded by exactly these pages joins too: two chunks with the same loaders could import each other.
        const twin = chunks.get(other.key);
        if (twin) join(other, twin);
        chunks.set(other.key, other);
        named.add(other);
        break;
      }
    }

    // Name the chunks that took something in after their largest own module; the rest keep the bundler's.
    const result = new Map<string, string>();
    const used = new Set<string>();
    for (const chunk of named) {
      const largest = chunk.modules.reduce((a, b) =>
        (ctx.getModuleInfo(b)?.code?.length ?? 0) > (ctx.getModuleInfo(a)?.code?.length ?? 0) ? b : a,
      );
      const base = (largest.split(/[\\/]/).pop() ?? 'chunk').replace(/\.[^.]+$/, '');
      let name = base;
      for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
      used.add(name);
      for (const id of chunk.modules) result.set(id, name);
    }
    return result;
  }

  return (id: string, ctx: ChunkingContext): string | null => {
    plan ??= makePlan(ctx);
    return plan.get(id) ?? null;
  };
}
