// Replaces core's client/browserContext under Preact (src/plugins/preact-client). Core turns
// `isBrowser` true in an effect after the first commit. With hydration in slices (src/lib/hydration)
// that is too early: a slice hydrating later would render its browser-only form over HTML the server
// rendered in its server form, and Preact keeps the server's attributes while hydrating (a docs
// sidebar category kept its no-JS href). So `isBrowser` turns true once every slice has hydrated,
// and every component that reads it renders again, as after a plain hydration. `useIsBrowser`,
// `<BrowserOnly>` and `<html data-has-hydrated>` all follow it.
import {createContext, useEffect, useState, type ReactNode} from 'react';
import {isHydrationDone, onHydrationDone} from '@site/src/lib/hydration/scheduler';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    if (isHydrationDone()) setIsBrowser(true);
    else return onHydrationDone(() => setIsBrowser(true));
    return undefined;
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
