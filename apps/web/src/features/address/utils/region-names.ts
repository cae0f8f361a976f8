import type { GeoTree } from '@emall/contract';

/** The names of a province → city → district code path, as far as the tree knows them. */
export function regionNames(tree: GeoTree, codes: string[]): string[] {
  const names: string[] = [];
  let level: { code: string; name: string; children?: unknown }[] = tree;
  for (const code of codes) {
    const node = level.find((item) => item.code === code);
    if (!node) break;
    names.push(node.name);
    level = Array.isArray(node.children) ? (node.children as typeof level) : [];
  }
  return names;
}
