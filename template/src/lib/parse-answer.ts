/**
 * Checks an API answer against a schema that loads beside the request, not with the screen.
 *
 * Screens import their data hooks, and those would pull zod and every schema into the code a page
 * needs before its first paint. Loaded through `import()` instead, the schema arrives while the
 * request is in flight, and the first paint never waits for it:
 *
 *   parseAnswer(api.get('dashboards/crm'), () => import('./schemas/crm').then((m) => m.crmDashboardSchema))
 *
 * Keep the schema module free of screen code, and import its types with `import type` only.
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
