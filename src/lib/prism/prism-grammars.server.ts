// Server-bundle stand-in for ./prism-grammars (see there): loaded from the start, nothing waits.
import type {PrismLib} from 'prism-react-renderer';
import Prism from './languages';

const prism = Prism as unknown as PrismLib;

export const loadedPrism = (): PrismLib => prism;
export const subscribePrism = (): (() => void) => () => undefined;
export const loadPrism = (): Promise<PrismLib> => Promise.resolve(prism);
export const requestPrism = (): void => undefined;
