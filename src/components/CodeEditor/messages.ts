// The notices the Run button and the inspector show when a sample fails or runs too long.
import {translate} from '@docusaurus/Translate';

/** A sample's error, with its 1-based line when the worker knows it. */
export const errorText = (message: string, line: number | null): string =>
  line === null
    ? message
    : translate({id: 'runnable.errorAtLine', message: '第 {line} 行：{message}'}, {line, message});

export const timeoutText = (ms: number): string =>
  translate(
    {id: 'runnable.timeout', message: '代码运行超过 {seconds} 秒，已强制停止（是否有死循环？）'},
    {seconds: ms / 1000},
  );
