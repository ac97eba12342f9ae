/**
 * The demo backend's endpoint reference, read at build time from the handler files themselves
 * (template/src/mocks/handlers/*.ts), so the docs cannot drift from the code. For each
 * `http.<method>(api('<path>'), handler)` it records the method and path, whether the handler
 * checks the bearer token and which ability the account's rules must grant, the zod schemas it validates the query and body with (and their fields),
 * the statuses it can answer, and the answer described in the file's header comment.
 */
import ts from 'typescript';

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

export interface SchemaField {
  name: string;
  /** The zod kind (`string`, `number`, `enum`...) or the name of the schema it reuses. */
  kind: string;
  optional: boolean;
}

export interface SchemaInfo {
  name: string;
  /** Top-level fields, when the schema is a `z.object` declared in the handler file. */
  fields: SchemaField[];
}

export interface Endpoint {
  method: string;
  /** Path under the API base, e.g. `/invoices/:id`. */
  path: string;
  bearer: boolean;
  /** The CASL ability `requireAbility` asks for, e.g. `read Invoice` (403 without it). */
  ability?: string;
  query?: SchemaInfo;
  body?: SchemaInfo;
  /** Every status the handler can answer, ascending. */
  statuses: number[];
  /** What the file's header comment says the endpoint answers. */
  answer: string;
}

export interface HandlerFile {
  domain: string;
  file: string;
  summary: string;
  endpoints: Endpoint[];
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

function forEachDescendant(node: ts.Node, visit: (node: ts.Node) => void) {
  node.forEachChild((child) => {
    visit(child);
    forEachDescendant(child, visit);
  });
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return `${callee.expression.getText()}.${callee.name.text}`;
  return undefined;
}

/** Top-level `const x = ...` and `function x() {}` of a file, by name. */
function declarations(file: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) found.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          found.set(declaration.name.text, declaration.initializer);
        }
      }
    }
  }
  return found;
}

function zodKind(node: ts.Node): string {
  const text = node.getText().replace(/\s+/g, '');
  const kind = /\bz\.(?:coerce\.)?(\w+)\(/.exec(text)?.[1];
  if (kind) return kind;
  const reused = /^[A-Za-z_]\w*/.exec(text.trim())?.[0];
  return reused ?? 'value';
}

function schemaInfo(name: string, decls: Map<string, ts.Node>): SchemaInfo {
  const node = decls.get(name);
  const fields: SchemaField[] = [];
  if (node) {
    let object: ts.ObjectLiteralExpression | undefined;
    const consider = (candidate: ts.Node) => {
      if (object || !ts.isCallExpression(candidate)) return;
      if (['z.object', 'z.strictObject'].includes(calleeName(candidate) ?? '') && candidate.arguments[0]) {
        const argument = candidate.arguments[0];
        if (ts.isObjectLiteralExpression(argument)) object = argument;
      }
    };
    consider(node);
    forEachDescendant(node, consider);
    for (const property of object?.properties ?? []) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const field = property.name.getText().replace(/^['"]|['"]$/g, '');
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const text = value.getText();
      fields.push({ name: field, kind: zodKind(value), optional: /\.(optional|default|catch)\(/.test(text) });
    }
  }
  return { name, fields };
}

/** Statuses, auth and schemas found in a handler body, following calls to the file's own helpers. */
function scan(body: ts.Node, decls: Map<string, ts.Node>, endpoint: Endpoint, seen = new Set<string>()) {
  const statuses = new Set(endpoint.statuses);
  const visit = (node: ts.Node) => {
    if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return;
    const name = ts.isCallExpression(node) ? calleeName(node) : node.expression.getText();
    const args = node.arguments ?? [];
    const second = args[1];
    const statusOf = (options: ts.Node | undefined) => {
      const match = options && /\bstatus:\s*(\d{3})/.exec(options.getText());
      return match ? Number(match[1]) : undefined;
    };
    switch (name) {
      case 'requireUser':
        endpoint.bearer = true;
        statuses.add(401);
        break;
      case 'requireAbility': {
        endpoint.bearer = true;
        statuses.add(401).add(403);
        const [, action, subject] = args.map((arg) => (ts.isStringLiteralLike(arg) ? arg.text : arg.getText()));
        endpoint.ability = `${action} ${subject}`;
        break;
      }
      case 'parseQuery':
      case 'parseBody': {
        statuses.add(400);
        const schema = args[0];
        if (schema && ts.isIdentifier(schema)) {
          endpoint[name === 'parseQuery' ? 'query' : 'body'] = schemaInfo(schema.text, decls);
        }
        break;
      }
      case 'badRequest':
        statuses.add(400);
        break;
      case 'notFound':
        statuses.add(404);
        break;
      case 'jsonError': {
        const status = args[0] && Number(args[0].getText());
        if (status) statuses.add(status);
        break;
      }
      case 'HttpResponse.json':
      case 'HttpResponse':
        statuses.add(statusOf(second) ?? 200);
        break;
      default:
        // A helper of the same file (`parseOrderId`, `parseId`): its answers are the handler's too.
        if (name && decls.has(name) && !seen.has(name)) {
          seen.add(name);
          const helper = decls.get(name)!;
          const before = endpoint.statuses;
          endpoint.statuses = [...statuses];
          scan(helper, decls, endpoint, seen);
          for (const status of endpoint.statuses) statuses.add(status);
          endpoint.statuses = before;
        }
    }
  };
  forEachDescendant(body, visit);
  endpoint.statuses = [...statuses].sort((a, b) => a - b);
}

/** A handler whose success answer is built by a helper of another module still answers 200. */
function withSuccess(statuses: number[]): number[] {
  return statuses.some((status) => status < 300) ? statuses : [200, ...statuses];
}

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

function readFile(path: string, text: string): HandlerFile {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const decls = declarationsWithImports(file);
  const { summary, answers } = header(file);
  const endpoints: Endpoint[] = [];
  forEachDescendant(file, (node) => {
    if (!ts.isCallExpression(node)) return;
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
