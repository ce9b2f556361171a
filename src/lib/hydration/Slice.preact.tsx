// <Slice> under Preact (issue 14). Preact hydrates the whole page in one task; on a long docs page
// that task is what Lighthouse counts as blocking time. A slice reached once the task has run for
// SLICE_MS (scheduler.ts) suspends: Preact keeps its server-rendered element as it is and hydrates
// it when the promise resolves, in a task of its own (preact/compat Suspense, "suspended
// hydration"). A slice must render exactly one DOM element: that is the node Preact keeps.
import {Component, Suspense, createElement, useState, type ElementType, type ReactNode} from 'react';
import type {SliceProps} from './types';
import {claim, isHydrationDone} from './scheduler';
import {leadingLinks} from './serverPreloads';

type GateProps = SliceProps & {wait: Promise<void>};

/** Throws the slice's promise until it has resolved, then renders the element. */
class Gate extends Component<GateProps> {
  private resolved = false;

  override render(): ReactNode {
    if (!this.resolved) {
      void this.props.wait.then(() => {
        this.resolved = true;
      });
      throw this.props.wait;
    }
    return createElement(this.props.as as ElementType, this.props.props);
  }
}

/**
 * Decides once, when it is created, whether it waits: a slice that renders at once (inside the
 * task's time, or any time after the first hydration) costs one component and no boundary.
 */
export default class Slice<P extends object> extends Component<SliceProps<P>> {
  private readonly wait = claim(this.props.later);

  override render(): ReactNode {
    const {as, props} = this.props;
    if (!this.wait) return createElement(as as ElementType, props);
    return createElement(Suspense, {fallback: null}, createElement(Gate, {as, props, wait: this.wait} as GateProps));
  }
}

export {startSlicing} from './scheduler';

/** The server's leading preload links rendered again, for Preact to adopt in place (serverPreloads.ts). */
export function ServerPreloads(): ReactNode {
  const [links] = useState(() => (isHydrationDone() ? [] : leadingLinks(document.getElementById('__docusaurus'))));
  return links.map((props) => createElement('link', {key: props.href, ...props}));
}
