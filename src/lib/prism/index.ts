/**
 * A slim stand-in for `prism-react-renderer` 2.4.1, which the bundler substitutes for it (plugin
 * `slimPrism` in docusaurus.config.ts). The original bundles Prism with ~28 languages (swift,
 * kotlin, rust, go, python, sql, ...): ~23 KiB of brotli JS on every page with a code block. This
 * one builds Prism from `prismjs` with the grammars the site uses (./languages.ts).
 *
 * Below, `Highlight`, `normalizeTokens` and `useTokenize` follow prism-react-renderer's source
 * (MIT, Copyright (c) Formidable Labs) line for line, so the theme's class names and token output are
 * unchanged. Left out: `themes` (read by docusaurus.config.ts in Node, which keeps the real package).
 *
 * The grammars are a chunk of their own, off the critical path (./prism-grammars): in the browser
 * `Highlight` renders plain tokens until they are in, then re-renders highlighted. src/theme/CodeBlock
 * keeps every server-rendered block as the server's highlighted HTML, so only blocks rendered in the
 * browser ever wait for them. */
import {createElement, useCallback, useEffect, useMemo, useSyncExternalStore, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  InternalHighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismLib,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type Prism from './languages';
import {loadedPrism, requestPrism, subscribePrism} from './prism-grammars';

type PrismToken = (typeof Prism)['Token']['prototype'];

export {loadPrism, loadedPrism, requestPrism} from './prism-grammars';

/**
 * The Prism instance once the grammars `language` needs are in (undefined before); re-renders the
 * caller then. No language: every grammar.
 */
export const useLoadedPrism = (language?: string): PrismLib | undefined => {
  const snapshot = useCallback(() => loadedPrism(language), [language]);
  return useSyncExternalStore(subscribePrism, snapshot, snapshot);
};

/** A Prism with no grammars: every language comes out as plain text. */
const PLAIN = {languages: {}} as unknown as PrismLib;
type ThemeDict = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

const newlineRe = /\r\n|\r|\n/;

// Empty lines need a token carrying a newline so they keep their height.
const normalizeEmptyLines = (line: Token[]) => {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
};

const appendTypes = (types: string[], add: string[] | string): string[] => {
  const typesSize = types.length;
  if (typesSize > 0 && types[typesSize - 1] === add) return types;
  return types.concat(add);
};

/** Flattens Prism's nested tokens into lines of tokens, each with the types of all its ancestors. */
export const normalizeTokens = (tokens: (PrismToken | string)[]): Token[][] => {
  const typeArrStack: string[][] = [[]];
  const tokenArrStack: (PrismToken | string)[][] = [tokens];
  const tokenArrIndexStack = [0];
  const tokenArrSizeStack = [tokens.length];
  let i = 0;
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const acc = [currentLine];
  while (stackIndex > -1) {
    while ((i = tokenArrIndexStack[stackIndex]++) < tokenArrSizeStack[stackIndex]) {
      let content: PrismToken['content'];
      let types = typeArrStack[stackIndex];
      const token = tokenArrStack[stackIndex][i];
      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        stackIndex++;
        typeArrStack.push(types);
        const children = Array.isArray(content) ? content : [content];
        tokenArrStack.push(children);
        tokenArrIndexStack.push(0);
        tokenArrSizeStack.push(children.length);
        continue;
      }
      const splitByNewlines = content.split(newlineRe);
      const newlineCount = splitByNewlines.length;
      currentLine.push({types, content: splitByNewlines[0]});
      for (let i2 = 1; i2 < newlineCount; i2++) {
        normalizeEmptyLines(currentLine);
        acc.push((currentLine = []));
        currentLine.push({types, content: splitByNewlines[i2]});
      }
    }
    stackIndex--;
    typeArrStack.pop();
    tokenArrStack.pop();
    tokenArrIndexStack.pop();
    tokenArrSizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return acc;
};

/** Tokenizes `code` with a grammar; unknown languages (no grammar) come back as plain text. */
export const tokenize = (
  prism: PrismLib,
  code: string,
  grammar: PrismGrammar | undefined,
  language: string,
): Token[][] => {
  if (grammar == null) return normalizeTokens([code]);
  const prismConfig = {code, grammar, language, tokens: [] as (PrismToken | string)[]};
  prism.hooks.run('before-tokenize', prismConfig);
  prismConfig.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', prismConfig);
  return normalizeTokens(prismConfig.tokens);
};

export const useTokenize = ({
  prism,
  code,
  grammar,
  language,
}: {
  prism: PrismLib;
  code: string;
  grammar?: PrismGrammar;
  language: string;
}) => useMemo(() => tokenize(prism, code, grammar, language), [code, grammar, language, prism]);

export const themeToDict = (theme: PrismTheme, language: string): ThemeDict => {
  const {plain} = theme;
  const themeDict = theme.styles.reduce<Record<string, CSSProperties>>((acc, themeEntry) => {
    const {languages, style} = themeEntry;
    if (languages && !languages.includes(language)) return acc;
    themeEntry.types.forEach((type) => {
      acc[type] = {...acc[type], ...style} as CSSProperties;
    });
    return acc;
  }, {}) as ThemeDict;
  themeDict.root = plain as CSSProperties;
  themeDict.plain = {...plain, backgroundColor: undefined} as CSSProperties;
  return themeDict;
};

const useGetLineProps = (themeDictionary: ThemeDict) =>
  useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      if (typeof themeDictionary === 'object' && 'plain' in themeDictionary) output.style = themeDictionary.plain;
      if (typeof style === 'object') output.style = {...(output.style || {}), ...style};
      return output;
    },
    [themeDictionary],
  );

const useGetTokenProps = (themeDictionary: ThemeDict) => {
  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (themeDictionary == null) return undefined;
      if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
      if (types.length === 1 && empty != null) return themeDictionary[types[0]];
      return Object.assign(
        empty != null ? {display: 'inline-block'} : {},
        ...types.map((type) => themeDictionary[type]),
      );
    },
    [themeDictionary],
  );
  return useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...(output.style || {}), ...style};
      return output;
    },
    [styleForToken],
  );
};

const InternalHighlight = ({children, language: _language, code, theme, prism}: InternalHighlightProps) => {
  const language = _language.toLowerCase();
  const themeDictionary = themeToDict(theme, language);
  const getLineProps = useGetLineProps(themeDictionary);
  const getTokenProps = useGetTokenProps(themeDictionary);
  const grammar = prism.languages[language];
  const tokens = useTokenize({prism, language, code, grammar});
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: themeDictionary != null ? themeDictionary.root : {},
    getLineProps,
    getTokenProps,
  });
};

// The original defaults to its vsDark theme; the theme always passes one, so a colourless default
// keeps the 20 bundled themes out of the client.
const NO_THEME: PrismTheme = {plain: {}, styles: []};

export const Highlight = (props: HighlightProps) => {
  const language = props.language.toLowerCase();
  const loaded = useLoadedPrism(language);
  // Rendered in the browser before the grammars are in: plain text now, highlighted once they load.
  useEffect(() => {
    if (!props.prism && !loaded) requestPrism(language);
  }, [loaded, props.prism, language]);
  const prism = props.prism || loaded || PLAIN;
  return createElement(InternalHighlight, {
    ...props,
    prism,
    theme: props.theme || NO_THEME,
    code: props.code,
    language: props.language,
  });
};
