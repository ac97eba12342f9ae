/**
 * The size budget of every route of the registry, read from e2e/budgets.json: a route listed there
 * (`routes`, the key routes, or `otherRoutes`, each with why it is over a default) is held to its
 * own budget; any other to the goals of its kind (the file's `defaults`). One reading
 * for the size-budget test (tests/budget.spec.ts) and `npm run bench`, which imports this file as it
 * is (Node strips the types).
 */
import { readFileSync } from 'node:fs';
import { registryRoutes, type RegistryRoute } from './routes.ts';
import type { Role } from './site.ts';

/** Brotli bytes: the goal (the product's performance goal) and the budget held today (the goal, or a ratchet above it). */
export interface Limit {
  goal: number;
  budget: number;
}

/** An entry of budgets.json. `why` says what a budget above its goal is made of. */
interface Listed extends Limit {
  role: Role | 'guest';
  afterIdle: Limit;
  why?: string;
}

interface Kind {
  kind: string;
  /** Screen modules (app/routes/...) of this kind, by the start of their name; the first kind that matches counts. */
  screens: string[];
  goal: number;
}

interface BudgetFile {
  defaults: { kinds: Kind[]; afterIdle: { goal: number } };
  /** The key routes: `npm run bench` measures these by default. */
  routes: Record<string, Listed>;
  otherRoutes: Record<string, Listed>;
}

export interface RouteBudget {
  route: string;
  role: Role | 'guest';
  /** JS+CSS before the screen's first paint. */
  initial: Limit;
  /** Everything once scrolled to the bottom and idle. */
  afterIdle: Limit;
  /** Listed in budgets.json (else the goals of its kind hold). */
  listed: boolean;
  why?: string;
}

export const budgetFile = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as BudgetFile;

/** The goal of a screen's kind, for a route budgets.json does not list. */
function kindGoal(screen: string): number {
  const kind = budgetFile.defaults.kinds.find((k) => k.screens.some((prefix) => screen.startsWith(prefix)));
  if (!kind) throw new Error(`budgets.json: no kind in defaults.kinds matches the screen ${screen}`);
  return kind.goal;
}

/** Every page of the registry (each sample of a path with params), in registry order, with its budget. */
export const routeBudgets: RouteBudget[] = registryRoutes.flatMap(({ addresses, screen, opensAs }) =>
  addresses.map((address) => budgetOf(address, screen, opensAs)),
);

function budgetOf(address: string, screen: string, opensAs: RegistryRoute['opensAs']): RouteBudget {
  const listed = budgetFile.routes[address] ?? budgetFile.otherRoutes[address];
  if (listed) {
    const { role, goal, budget, afterIdle, why } = listed;
    return { route: address, role, initial: { goal, budget }, afterIdle, listed: true, why };
  }
  const goal = kindGoal(screen);
  const idle = budgetFile.defaults.afterIdle.goal;
  return {
    route: address,
    role: opensAs,
    initial: { goal, budget: goal },
    afterIdle: { goal: idle, budget: idle },
    listed: false,
  };
}

/** Entries of budgets.json that name no route of the registry (a route renamed or removed). */
export const strayBudgets = [...Object.keys(budgetFile.routes), ...Object.keys(budgetFile.otherRoutes)].filter(
  (route) => !registryRoutes.some((r) => r.addresses.includes(route)),
);
