// Every np: event a widget's code dispatches is declared in its widget.json (and nothing else is):
// `emit('np:…')`, `dispatchNpEvent(…, 'np:…')` and calls of the src helpers that dispatch one
// (navigateTo -> np:navigate, startSession -> np:login, ...; also when called on the account code
// loaded on need, `code.endSession()`), found in the widget folder's files and the files it imports
// from other widget folders. Events any widget can cause are in global-events.json.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { WIDGETS_DIR, readGlobalEvents, readWidgetJsons } from '../support/widget-json';

const SRC_DIR = path.resolve(__dirname, '../../src');
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|fuzz|xss)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : isSource(file) ? [file] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);

function calls(node: ts.Node, found: ts.CallExpression[] = []): ts.CallExpression[] {
  if (ts.isCallExpression(node)) found.push(node);
  ts.forEachChild(node, (child) => void calls(child, found));
  return found;
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';

/** The np: name an emit or dispatchNpEvent call dispatches; in widget code a computed name fails. */
function dispatchedName(call: ts.CallExpression, strict = true): string | null {
  const name = calleeName(call);
  const argument = name === 'emit' ? call.arguments[0] : name === 'dispatchNpEvent' ? call.arguments[1] : undefined;
  if (!argument) return null;
  if (!ts.isStringLiteralLike(argument) && !strict) return null;
  if (!ts.isStringLiteralLike(argument)) throw new Error(`${call.getSourceFile().fileName}: ${name} with a computed event name cannot be checked`);
  return argument.text;
}

/** `file#function` -> the np: events its body dispatches itself, for every top-level function of src/. */
function srcHelpers(): Map<string, Set<string>> {
  const helpers = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC_DIR)) {
    for (const statement of parse(file).statements) {
      const named: Array<[string, ts.Node]> = ts.isFunctionDeclaration(statement) && statement.name
        ? [[statement.name.text, statement]]
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) && declaration.initializer ? [[declaration.name.text, declaration.initializer] as [string, ts.Node]] : []))
          : [];
      for (const [name, body] of named) {
        const events = calls(body).filter((call) => calleeName(call) === 'dispatchNpEvent').map((call) => dispatchedName(call, false)).filter((event): event is string => event !== null);
        if (events.length > 0) helpers.set(`${file}#${name}`, new Set(events));
      }
    }
  }
  return helpers;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

/** Local name -> `file#exported name`, for a file's named imports. */
function importsOf(source: ts.SourceFile): Map<string, { file: string; name: string }> {
  const imports = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const file = resolveImport(source.fileName, statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (!file || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) imports.set(element.name.text, { file, name: (element.propertyName ?? element.name).text });
  }
  return imports;
}

/** A widget folder's files and those it imports from other widget folders (shared cards, ...). */
function widgetFiles(folder: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !isSource(file)) return;
    seen.add(file);
    for (const { file: imported } of importsOf(parse(file)).values()) if (imported.startsWith(WIDGETS_DIR + path.sep)) visit(imported);
  };
  sourceFiles(path.join(WIDGETS_DIR, folder)).forEach(visit);
  return [...seen];
}

/**
 * The helpers a widget calls on the account code it loads on need (`code.endSession()`, see
 * src/account-code/load.ts): property name -> `file#exported name`, from the re-exports of
 * src/session/account-code.ts.
 */
function accountCodeHelpers(): Map<string, string> {
  const file = path.join(SRC_DIR, 'session/account-code.ts');
  const helpers = new Map<string, string>();
  for (const statement of parse(file).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = resolveImport(file, statement.moduleSpecifier.text);
    const clause = statement.exportClause;
    if (!from || !clause || !ts.isNamedExports(clause)) continue;
    for (const element of clause.elements) helpers.set(element.name.text, `${from}#${(element.propertyName ?? element.name).text}`);
  }
  return helpers;
}

const onAccountCode = accountCodeHelpers();

function eventsDispatchedBy(folder: string, helpers: Map<string, Set<string>>): string[] {
  const events = new Set<string>();
  for (const file of widgetFiles(folder)) {
    const source = parse(file);
    const imports = importsOf(source);
    for (const call of calls(source)) {
      const direct = dispatchedName(call);
      if (direct) events.add(direct);
      const imported = imports.get(calleeName(call));
      if (ts.isIdentifier(call.expression) && imported) helpers.get(`${imported.file}#${imported.name}`)?.forEach((event) => events.add(event));
      const loadedOnNeed = ts.isPropertyAccessExpression(call.expression) ? onAccountCode.get(calleeName(call)) : undefined;
      if (loadedOnNeed) helpers.get(loadedOnNeed)?.forEach((event) => events.add(event));
    }
  }
  return [...events].sort();
}

describe('np: events in widget.json', () => {
  const helpers = srcHelpers();
  const globalEvents = Object.keys(readGlobalEvents());

  it('src dispatches its np: events from named functions (the helpers the widgets call)', () => {
    const byHelper = Object.fromEntries([...helpers].map(([key, events]) => [key.slice(key.indexOf('#') + 1), [...events]]));
    expect(byHelper).toMatchObject({ navigateTo: ['np:navigate'], startSession: ['np:login'], endSession: ['np:logout'], reportError: ['np:error'] });
  });

  it('every global event is one src dispatches', () => {
    const dispatched = new Set([...helpers.values()].flatMap((events) => [...events]));
    expect(globalEvents.filter((event) => !dispatched.has(event))).toEqual([]);
  });

  it.each(readWidgetJsons().map((widget) => [widget.tag, widget] as const))('%s declares exactly the events its code dispatches', (_tag, widget) => {
    const dispatched = eventsDispatchedBy(widget.folder, helpers).filter((event) => !globalEvents.includes(event));
    expect(Object.keys(widget.events).sort()).toEqual(dispatched);
  });
});
