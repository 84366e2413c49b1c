// dist/np-elements.d.ts (built by `npm test` before jest runs) against the TypeScript compiler and
// @types/react: a TSX file that uses every tag compiles, each misuse fails with its own error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readWidgetJsons, type AttributeJson } from '../support/widget-json';

const ROOT = path.resolve(__dirname, '../..');
const TYPINGS = path.join(ROOT, 'dist/np-elements.d.ts');
/** In-memory files: placed in the repository so that `react` resolves from its node_modules. */
const FIXTURES = path.join(ROOT, 'test/node/typings-fixtures');

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipDefaultLibCheck: true,
};

/** A value of the attribute's type, as a JSX attribute value. */
function validValue(attribute: AttributeJson): string {
  if (attribute.values) return `{${JSON.stringify(attribute.values[0])}}`;
  if (attribute.type === 'number') return `{${Number(attribute.example ?? 1)}}`;
  if (attribute.type === 'boolean') return '{true}';
  const text = typeof attribute.example === 'string' ? attribute.example : JSON.stringify(attribute.example ?? '');
  return `{${JSON.stringify(text)}}`;
}

function everyTagTsx(): string {
  const tags = readWidgetJsons().map(({ tag, attributes }) => {
    const written = Object.entries(attributes).map(([name, attribute]) => `${name}=${validValue(attribute)}`);
    return `      <${tag} key="${tag}" id="${tag}-1" class="wide" data-np-status="ready" ${written.join(' ')} />`;
  });
  return [
    "import { useRef } from 'react';",
    'export function EveryTag() {',
    "  const shareBar = useRef<HTMLElementTagNameMap['np-share-bar']>(null);",
    '  return (',
    '    <>',
    ...tags,
    '      <np-share-bar ref={shareBar} title="Titular" url="/noticia/1001" lang="ca" hidden={false} style={{ marginTop: 8 }} />',
    '    </>',
    '  );',
    '}',
  ].join('\n');
}

const DOM_TS = `
export const bar = document.createElement('np-share-bar');
export const url: string | undefined = bar.url;
export const mode: 'search' | 'agenda' | 'archive' | 'newsletter' | undefined = document.querySelector('np-searcher')?.mode;
bar.addEventListener('np:navigate', (event) => event.detail.url.startsWith('/'));
window.addEventListener('np:error', (event) => event.detail.kind === 'chunk');
window.addEventListener('np:login', (event) => event.detail.userId?.length);
`;

/** Each misuse alone in its file, and a fragment of the one error it must cause. */
const MISUSES: Array<[string, string, string]> = [
  ['an unknown attribute', '<np-share-bar href="/x" />', "Property 'href' does not exist on type 'NpShareBarAttributes'"],
  ['a number for a union of strings', '<np-searcher mode={1} />', "Type 'number' is not assignable to type '\"search\" | \"agenda\" | \"archive\" | \"newsletter\" | undefined'"],
  ['a value outside the enumeration', '<np-search-opening searchtype="everything" />', "Type '\"everything\"' is not assignable to type '\"all\" | \"news\" | \"other\" | undefined'"],
  ['a word for a number', '<np-searcher limit="many" />', "Type '\"many\"' is not assignable to type 'number | `${number}` | undefined'"],
  ['a code the error page does not have', '<np-error-page code={418} />', "Type '418' is not assignable to type"],
  ['a number for a string attribute', '<np-like-button content-id={1001} />', "Type 'number' is not assignable to type 'string'"],
  ['a status that does not exist', '<np-share-bar data-np-status="done" />', "Type '\"done\"' is not assignable to type 'NpStatus | undefined'"],
  ['an unknown tag', '<np-nope />', "Property 'np-nope' does not exist on type 'JSX.IntrinsicElements'"],
  ['children the widget would replace', '<np-login>Entrar</np-login>', "'np-login' components don't accept text as child elements"],
];

const misuseFile = (index: number) => path.join(FIXTURES, `misuse-${index}.tsx`);
const FILES: Record<string, string> = {
  [path.join(FIXTURES, 'every-tag.tsx')]: everyTagTsx(),
  [path.join(FIXTURES, 'dom.ts')]: DOM_TS,
  ...Object.fromEntries(MISUSES.map(([, jsx], index) => [misuseFile(index), `export const misuse = ${jsx};\n`])),
};

function compile(typings: string, oldProgram?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(OPTIONS, true);
  const virtual: Record<string, string> = { ...FILES, [TYPINGS]: typings };
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file in virtual || fileExists.call(host, file);
  host.readFile = (file) => virtual[file] ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError) =>
    file in virtual ? ts.createSourceFile(file, virtual[file]!, language, true) : getSourceFile.call(host, file, language, onError);
  return ts.createProgram({ rootNames: [TYPINGS, ...Object.keys(FILES)], options: OPTIONS, host, ...(oldProgram ? { oldProgram } : {}) });
}

const messages = (program: ts.Program, file: string) =>
  ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));

describe('dist/np-elements.d.ts', () => {
  const typings = readFileSync(TYPINGS, 'utf8');
  const program = compile(typings);

  it('compiles on its own, against lib.dom and @types/react', () => {
    expect(messages(program, TYPINGS)).toEqual([]);
  });

  it('a TSX file that uses every tag with valid attributes compiles with 0 errors', () => {
    expect(messages(program, path.join(FIXTURES, 'every-tag.tsx'))).toEqual([]);
  });

  it('document.createElement("np-share-bar") is typed as its element interface, np: events with their detail', () => {
    const file = path.join(FIXTURES, 'dom.ts');
    expect(messages(program, file)).toEqual([]);
    const bar = program.getSourceFile(file)!.statements[0] as ts.VariableStatement;
    const declaration = bar.declarationList.declarations[0]!;
    expect(program.getTypeChecker().typeToString(program.getTypeChecker().getTypeAtLocation(declaration.name))).toBe('NpShareBarElement');
  });

  it.each(MISUSES.map(([name, jsx, expected], index) => [name, jsx, expected, index] as const))('%s fails to compile: %s', (_name, _jsx, expected, index) => {
    const found = messages(program, misuseFile(index));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  it('a d.ts that misses a tag fails the every-tag file on that tag', () => {
    const without = typings.replace(/^ {6}'np-share-bar': NpShareBarAttributes;\n/m, '');
    expect(without).not.toBe(typings);
    const found = messages(compile(without, program), path.join(FIXTURES, 'every-tag.tsx'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((message) => message.includes("Property 'np-share-bar' does not exist on type 'JSX.IntrinsicElements'"))).toBe(true);
  });
});
