// The tabs of the home page's live demos. The code of each is an ordinary doc sample (with
// `// =>` lines, run by tests/docs) in src/pages/_home-demos/<id>.md and its English copy.
import type {ComponentType} from 'react';
import Produce from '@home-demos/produce.md';
import Draft from '@home-demos/draft.md';
import Immut from '@home-demos/immut.md';
import OnOperate from '@home-demos/onOperate.md';
import Bench from '@home-demos/bench.md';

export type DemoId = 'produce' | 'draft' | 'immut' | 'onOperate' | 'bench';

export interface Demo {
  id: DemoId;
  /** Tab label (an API name: the same in both languages); the bench tab is translated. */
  label: string;
  Content: ComponentType;
}

export const DEMOS: readonly Demo[] = [
  {id: 'produce', label: 'produce', Content: Produce},
  {id: 'draft', label: 'createDraft / finishDraft', Content: Draft},
  {id: 'immut', label: 'immut', Content: Immut},
  {id: 'onOperate', label: 'onOperate', Content: OnOperate},
  {id: 'bench', label: 'benchmark', Content: Bench},
];
