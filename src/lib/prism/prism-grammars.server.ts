// Server-bundle stand-in for ./prism-grammars (see there): every grammar loaded from the start,
// nothing waits.
import type {PrismLib} from 'prism-react-renderer';
import Prism from './languages-extra';

const prism = Prism as unknown as PrismLib;

export const needsExtra = (language?: string): boolean => language === undefined;
export const loadedPrism = (_language?: string): PrismLib => prism;
export const subscribePrism = (): (() => void) => () => undefined;
export const loadPrism = (_language?: string): Promise<PrismLib> => Promise.resolve(prism);
export const requestPrism = (_language?: string): void => undefined;
