// Splits a rendered line's Prism tokens where the compiler's names and errors start and end, and
// marks the pieces: src/theme/CodeBlock/Line/Token renders a marked piece with its popup.
import type {Token} from 'prism-react-renderer';
import type {LineTypes, TypeError, TypedName} from '@site/src/lib/types/model';

export interface TypedToken extends Token {
  /** The piece is exactly this name: it gets a popup. */
  typeName?: TypedName;
  /** The piece is inside an announced error's range: underlined. */
  typeError?: boolean;
  /** Added after a `// ^?` line: the answer. */
  typeQuery?: boolean;
  /** Added at the end of a line with an error: the error's message. */
  errorLine?: TypeError;
}

export function annotateLine(line: Token[], info: LineTypes): TypedToken[] {
  const names = info.names ?? [];
  const errors = info.errors ?? [];
  const cuts = new Set<number>();
  for (const r of [...names, ...errors]) {
    cuts.add(r.s);
    cuts.add(r.e);
  }
  const out: TypedToken[] = [];
  let col = 0;
  for (const token of line) {
    const end = col + token.content.length;
    const inner = [...cuts].filter((c) => c > col && c < end).sort((a, b) => a - b);
    let from = col;
    for (const to of [...inner, end]) {
      const piece: TypedToken = inner.length
        ? {...token, content: token.content.slice(from - col, to - col)}
        : {...token};
      const name = names.find((n) => n.s === from && n.e === to);
      if (name) piece.typeName = name;
      if (errors.some((e) => e.s <= from && to <= e.e && from < to)) piece.typeError = true;
      out.push(piece);
      from = to;
    }
    col = end;
  }
  if (info.query !== undefined) out.push({types: ['comment'], content: ` ${info.query}`, typeQuery: true});
  for (const error of errors) out.push({types: ['plain'], content: '', errorLine: error});
  return out;
}
