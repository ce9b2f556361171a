import React, {type ReactNode} from 'react';
import {splitByTerms} from './client';

/** `text` with the searched terms in <mark> (React escapes the text: a query is never HTML). */
export function Marked({text, terms}: {text: string; terms: string[]}): ReactNode {
  return splitByTerms(text, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}
