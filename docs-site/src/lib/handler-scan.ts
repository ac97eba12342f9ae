/**
 * What the docs' endpoint reference reads in a demo handler (lib/endpoints.ts walks the files): the
 * TypeScript syntax helpers, a file's declarations, the zod schemas a handler validates with, and
 * the statuses, bearer check and ability found in its body.
 */
import ts from 'typescript';

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

export function forEachDescendant(node: ts.Node, visit: (node: ts.Node) => void) {
  node.forEachChild((child) => {
    visit(child);
    forEachDescendant(child, visit);
  });
}

export function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return `${callee.expression.getText()}.${callee.name.text}`;
  return undefined;
}

/** Top-level `const x = ...` and `function x() {}` of a file, by name. */
export function declarations(file: ts.SourceFile): Map<string, ts.Node> {
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
export function scan(body: ts.Node, decls: Map<string, ts.Node>, endpoint: Endpoint, seen = new Set<string>()) {
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
export function withSuccess(statuses: number[]): number[] {
  return statuses.some((status) => status < 300) ? statuses : [200, ...statuses];
}
