/**
 * The data types a props table refers to (`series: readonly CartesianSeries[]`, `markers?: MapMarker[]`),
 * documented from the same TypeScript program as the props: an interface becomes a table of its
 * fields, a type alias shows its definition. Only types exported from template/src/components are
 * documented; React's and libraries' types have their own docs.
 */
import { relative, sep } from 'node:path';
import ts from 'typescript';

export interface TypeField {
  name: string;
  type: string;
  defaultValue?: string;
  required: boolean;
  description: string;
}

export interface TypeDoc {
  name: string;
  description: string;
  /** Repository path of the file that declares it. */
  file: string;
  /** An interface's fields; empty for a type alias. */
  fields: TypeField[];
  /** A type alias' definition. */
  definition?: string;
}

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

const comment = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();

const defaultTag = (symbol: ts.Symbol) => {
  const tag = symbol.getJsDocTags().find((t) => t.name === 'default');
  return tag?.text ? ts.displayPartsToString(tag.text).trim() : undefined;
};

/** Every type exported by a kit file (under template/src/components), by name. */
function kitTypes(program: ts.Program, componentsDir: string): Map<string, { decl: Declaration; symbol: ts.Symbol }> {
  const checker = program.getTypeChecker();
  const found = new Map<string, { decl: Declaration; symbol: ts.Symbol }>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(componentsDir) || file.fileName.includes('node_modules')) continue;
    const module = checker.getSymbolAtLocation(file);
    if (!module) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      const decl = symbol.declarations?.find(
        (d): d is Declaration => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
      );
      if (decl && !found.has(symbol.name)) found.set(symbol.name, { decl, symbol });
    }
  }
  return found;
}

const namesIn = (text: string) => new Set(text.match(/\b[A-Z]\w*\b/g) ?? []);

/**
 * The kit types named in `typeTexts` (the props tables' type column), and the kit types those name
 * in turn, in the order they are first met. `skip` holds names that have a table already (props).
 */
export function typeDocsFor(
  program: ts.Program,
  root: string,
  componentsDir: string,
  typeTexts: string[],
  skip: Set<string>,
): TypeDoc[] {
  const checker = program.getTypeChecker();
  const types = kitTypes(program, componentsDir);
  const queue = [...namesIn(typeTexts.join(' '))];
  const seen = new Set<string>();
  const docs: TypeDoc[] = [];
  while (queue.length) {
    const name = queue.shift()!;
    const entry = types.get(name);
    if (seen.has(name) || skip.has(name) || !entry) continue;
    seen.add(name);
    const { decl, symbol } = entry;
    const file = relative(root, decl.getSourceFile().fileName).split(sep).join('/');
    const doc: TypeDoc = { name, description: comment(checker, symbol), file, fields: [] };
    if (ts.isInterfaceDeclaration(decl)) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      for (const field of checker.getPropertiesOfType(type)) {
        const node = field.valueDeclaration;
        const typeText =
          node && (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.type
            ? node.type.getText()
            : checker.typeToString(checker.getTypeOfSymbol(field));
        doc.fields.push({
          name: field.name,
          type: typeText,
          defaultValue: defaultTag(field),
          required: (field.flags & ts.SymbolFlags.Optional) === 0,
          description: comment(checker, field),
        });
        queue.push(...namesIn(typeText));
      }
    } else {
      doc.definition = decl.type.getText();
      queue.push(...namesIn(doc.definition));
    }
    docs.push(doc);
  }
  return docs;
}
