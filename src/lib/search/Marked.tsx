import React, {type ReactNode} from 'react';
import {splitByWords} from './core';

/** `text` with the searched words in <mark>, whole words only (React escapes the text: a query is never HTML). */
export function Marked({text, words, locale}: {text: string; words: string[]; locale: string}): ReactNode {
  return splitByWords(text, words, locale).map((part, i) =>
    part.match ? <mark key={i}>{part.text}</mark> : part.text,
  );
}
