/**
 * The demo backend's endpoint reference, read at build time from the handler files themselves
 * (template/src/mocks/handlers/*.ts), so the docs cannot drift from the code. For each
 * `http.<method>(api('<path>'), handler)` it records the method and path, whether the handler
 * checks the bearer token and which ability the account's rules must grant, the zod schemas it validates the query and body with (and their fields),
 * the statuses it can answer, and the answer described in the file's header comment.
 */
import ts from 'typescript';
import { calleeName, declarations, forEachDescendant, scan, withSuccess, type Endpoint } from './handler-scan';

export type { Endpoint, SchemaField, SchemaInfo } from './handler-scan';

const sources = import.meta.glob<string>('../../../template/src/mocks/handlers/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The features' types modules, where the request schemas the handlers share with the servers live. */
const typeSources = import.meta.glob<string>('../../../template/src/features/*/types.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface HandlerFile {
  domain: string;
  file: string;
  summary: string;
  endpoints: Endpoint[];
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The file's opening comment: a summary and one `METHOD /path -> answer` line per endpoint. */
function header(file: ts.SourceFile): { summary: string; answers: Map<string, string> } {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(file.getFullText().trimStart())?.[1] ?? '';
  const lines = comment.split('\n').map((line) => line.replace(/^\s*\*\s?/, ''));
  const answers = new Map<string, string>();
  const summary: string[] = [];
  let current: string | undefined;
  for (const line of lines) {
    const entry = /^\s*(GET|POST|PUT|PATCH|DELETE)\s+(\S+)[^\n]*?->\s*(.*)$/.exec(line);
    if (entry) {
      current = `${entry[1]} ${normalise(entry[2]!.split('?')[0]!)}`;
      answers.set(current, entry[3]!.replace(/\s+/g, ' ').trim());
    } else if (current && /^\s{6,}\S/.test(line)) {
      answers.set(current, `${answers.get(current)} ${line.trim()}`.replace(/\s+/g, ' '));
    } else if (line.trim() === '') {
      current = undefined;
      if (summary.length && summary.at(-1) !== '') summary.push('');
    } else {
      current = undefined;
      summary.push(line.trim());
    }
  }
  return { summary: summary.join(' ').replace(/\s+/g, ' ').trim(), answers };
}

function normalise(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/** A features' types module's declarations, parsed once. */
const typeDecls = new Map<string, Map<string, ts.Node>>();
function declarationsOfTypes(specifier: string): Map<string, ts.Node> | undefined {
  const key = `../../../template/src/${specifier.slice(2)}.ts`;
  const text = typeSources[key];
  if (text === undefined) return undefined;
  if (!typeDecls.has(key))
    typeDecls.set(key, declarations(ts.createSourceFile(key, text, ts.ScriptTarget.Latest, true)));
  return typeDecls.get(key);
}

/** The file's own declarations, and the schemas it imports from a feature's types (under their local names). */
function declarationsWithImports(file: ts.SourceFile): Map<string, ts.Node> {
  const decls = declarations(file);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!/^@\/features\/[\w-]+\/types$/.test(specifier) || !bindings || !ts.isNamedImports(bindings)) continue;
    const imported = declarationsOfTypes(specifier);
    for (const element of bindings.elements) {
      const node = imported?.get((element.propertyName ?? element.name).text);
      if (node && !decls.has(element.name.text)) decls.set(element.name.text, node);
    }
  }
  return decls;
}

/**
 * `periodEndpoint('<path>', periods, fallback, answer)` (mocks/handlers/dashboards-periods.ts): a
 * dashboard card's GET with `?period=`, for read Dashboard, 400 on a period the card does not have;
 * its answer function may add statuses of its own (404 for an unknown id).
 */
function periodEndpoint(call: ts.CallExpression, decls: Map<string, ts.Node>): Endpoint | undefined {
  const [literal, , , answer] = call.arguments;
  if (calleeName(call) !== 'periodEndpoint' || !literal || !ts.isStringLiteralLike(literal) || !answer) return;
  const endpoint: Endpoint = {
    method: 'GET',
    path: normalise(literal.text),
    bearer: true,
    ability: 'read Dashboard',
    query: { name: 'period', fields: [{ name: 'period', kind: 'enum', optional: true }] },
    statuses: [400, 401, 403],
    answer: '',
  };
  scan(answer, decls, endpoint);
  endpoint.statuses = withSuccess(endpoint.statuses);
  return endpoint;
}

function readFile(path: string, text: string): HandlerFile {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const decls = declarationsWithImports(file);
  const { summary, answers } = header(file);
  const endpoints: Endpoint[] = [];
  forEachDescendant(file, (node) => {
    if (!ts.isCallExpression(node)) return;
    const period = periodEndpoint(node, decls);
    if (period) {
      period.answer = answers.get(`GET ${period.path}`) ?? '';
      endpoints.push(period);
      return;
    }
    const callee = node.expression;
    if (!ts.isPropertyAccessExpression(callee) || callee.expression.getText() !== 'http') return;
    const method = callee.name.text;
    const [route, handler] = node.arguments;
    if (!methods.has(method) || !route || !handler || !ts.isCallExpression(route)) return;
    const literal = route.arguments[0];
    if (calleeName(route) !== 'api' || !literal || !ts.isStringLiteralLike(literal)) return;
    const path = normalise(literal.text);
    const endpoint: Endpoint = { method: method.toUpperCase(), path, bearer: false, statuses: [], answer: '' };
    scan(handler, decls, endpoint);
    endpoint.statuses = withSuccess(endpoint.statuses);
    endpoint.answer = answers.get(`${endpoint.method} ${path}`) ?? '';
    endpoints.push(endpoint);
  });
  const domain = path.replace(/^.*\//, '').replace(/\.ts$/, '');
  return { domain, file: `template/src/mocks/handlers/${domain}.ts`, summary, endpoints };
}

/** Every handler file with at least one endpoint, in alphabetical order. */
export const handlerFiles: HandlerFile[] = Object.entries(sources)
  .filter(([path]) => !path.endsWith('.test.ts'))
  .map(([path, text]) => readFile(path, text))
  .filter((file) => file.endpoints.length > 0)
  .sort((a, b) => a.domain.localeCompare(b.domain));

export const endpointCount = handlerFiles.reduce((sum, file) => sum + file.endpoints.length, 0);
