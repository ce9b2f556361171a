// Wraps a code block that has type information (its `typeinfo` prop, set by src/plugins/types).
import {useMemo, type ReactNode} from 'react';
import {readTypes} from './typesData';
import {LineFinder, TypesContext} from './context';

export default function TypesProvider({id, children}: {id: unknown; children: ReactNode}): ReactNode {
  const types = typeof id === 'string' && id ? readTypes(id) : null;
  const finder = useMemo(() => (types ? new LineFinder(types) : null), [types]);
  return finder ? <TypesContext.Provider value={finder}>{children}</TypesContext.Provider> : children;
}
