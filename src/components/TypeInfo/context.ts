// Hands a block's type information from src/theme/CodeBlock down to its lines
// (src/theme/CodeBlock/Line), which the theme renders without telling them their index.
import {createContext} from 'react';
import type {BlockTypes, LineTypes} from '@site/src/lib/types/model';

/**
 * Finds a rendered line's information by its text. Lines with the same text are told apart by the
 * order they render in: the theme renders every line of a block once per pass, in order, so the
 * k-th line with a text in a pass is that text's k-th occurrence (modulo restarts the count each pass).
 */
export class LineFinder {
  private byText = new Map<string, LineTypes[]>();
  private taken = new Map<string, number>();

  constructor(types: BlockTypes) {
    for (const line of types.lines) {
      const list = this.byText.get(line.text);
      if (list) list.push(line);
      else this.byText.set(line.text, [line]);
    }
  }

  take(text: string): LineTypes | undefined {
    const list = this.byText.get(text);
    if (!list) return undefined;
    const k = this.taken.get(text) ?? 0;
    this.taken.set(text, k + 1);
    return list[k % list.length];
  }
}

export const TypesContext = createContext<LineFinder | null>(null);
