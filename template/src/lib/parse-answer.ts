/**
 * The one way an endpoint checks its answer: every `features/<name>/api/` file hands the request and
 * a loader of its schema to `parseAnswer`, and the schema comes from the feature's `types.ts`:
 *
 *   parseAnswer(api.get<unknown>('invoices', { signal }), () => import('../types').then((m) => m.invoiceListSchema))
 *
 * Why lazily, through `import()`: screens import their data hooks, and a schema imported statically
 * would pull zod and every schema into the code a page needs before its first paint (the shell's
 * notifications and the dashboards load none of it before they paint). Loaded this way the schema
 * arrives while the request is in flight, so the answer is not later for it. Where a screen already
 * imports its feature's types.ts for a constant (a status list, say), the `import()` resolves from
 * the chunk already loaded and costs nothing. One way for all endpoints also means one place to look
 * when a real API answers differently from the demo backend.
 *
 * Keep types.ts free of screen code, and import its types elsewhere with `import type`.
 * main.tsx holds the schemas back until the first screen has painted (`holdSchemasUntil`): a query
 * that starts while the screen renders must not pull zod in ahead of the paint. Tests leave it open.
 */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

let gate: () => Promise<unknown> = () => Promise.resolve();

/** Schemas start loading only once `ready` resolves (main.tsx: after the first screen's paint). */
export function holdSchemasUntil(ready: () => Promise<unknown>): void {
  gate = ready;
}

export async function parseAnswer<T>(answer: Promise<unknown>, schema: () => Promise<AnswerSchema<T>>): Promise<T> {
  const [data, checker] = await Promise.all([answer, gate().then(schema)]);
  return checker.parse(data);
}
