/**
 * Remark plugin (docs, blog and pages; docusaurus.config.ts): every block that gets types
 * (./compute.ts `wantsTypes`: ts/tsx on the API pages and the TypeScript guide, or a fence with
 * `twoslash`) is compiled, and the block's code element carries the key of the result
 * (`typeinfo`). The result itself stays on disk (./compute.ts CACHE_DIR): only the server bundle
 * reads it (src/components/TypeInfo/data.server.ts), so it reaches the page's HTML and no JS chunk.
 */
import path from 'node:path';
import {SITE_DIR, computeTypes, wantsTypes, type SampleRef} from './compute';

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: {start: {line: number}};
  data?: {hProperties?: Record<string, unknown>};
}
interface Node {
  type: string;
  children?: Node[];
}
interface VFileLike {
  path?: string;
}

function codeNodes(node: Node, out: CodeNode[] = []): CodeNode[] {
  if (node.type === 'code') out.push(node as unknown as CodeNode);
  for (const child of node.children ?? []) codeNodes(child, out);
  return out;
}

export default function remarkTypes() {
  return (tree: Node, file: VFileLike): void => {
    if (!file.path) return;
    const rel = path.relative(SITE_DIR, file.path).split(path.sep).join('/');
    const nodes = codeNodes(tree).filter((n) => wantsTypes(rel, n.lang ?? '', n.meta ?? ''));
    if (!nodes.length) return;
    const samples: SampleRef[] = nodes.map((n) => ({
      file: rel,
      line: n.position?.start.line ?? 0,
      lang: n.lang ?? '',
      code: n.value,
    }));
    // A type error the sample does not announce throws here, naming file and line: the build stops.
    const results = computeTypes(samples);
    nodes.forEach((n, i) => {
      n.data ??= {};
      n.data.hProperties ??= {};
      n.data.hProperties.typeinfo = results[i].key;
    });
  };
}
