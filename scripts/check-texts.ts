// A Chinese text the shopper sees is written once: in packages/contract (texts.ts, ui-texts.ts,
// errors.ts). This check fails when the same Chinese text is written out in two or more source files
// elsewhere (tests and the seed's demo data aside).
// Single characters (件, 张, 天) are units composed into texts, not texts: they are not counted.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['apps/web/src', 'apps/console/src', 'apps/server/src', 'packages/domain/src'];
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$|\/test\/|\/seed\//;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(full) ? [full] : [];
  });
}

/** The Chinese texts a file writes out: string and template literals, JSX text. */
function textsOf(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts = new Set<string>();
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    const trimmed = text?.trim();
    if (trimmed && trimmed.length > 1 && CJK.test(trimmed)) texts.add(trimmed);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const filesByText = new Map<string, string[]>();
for (const file of ROOTS.flatMap(sourceFiles)) {
  for (const text of textsOf(file)) filesByText.set(text, [...(filesByText.get(text) ?? []), file]);
}
const repeated = [...filesByText].filter(([, files]) => files.length > 1);
for (const [text, files] of repeated) {
  console.error(`${JSON.stringify(text)} is written in ${files.length} files; declare it once in packages/contract (ui-texts.ts):`);
  for (const file of files) console.error(`  ${file}`);
}
if (repeated.length > 0) process.exit(1);
console.log('texts: no Chinese text repeated across source files');
