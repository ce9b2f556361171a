import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

// Hand-drawn inline SVG: no image request, text stays selectable and translatable, and every
// colour is a theme variable so the diagrams read well in light and dark mode.
// Use in Markdown: import {StructuralSharingDiagram} from '@site/src/components/Diagrams';
// then <StructuralSharingDiagram /> — labels follow the page locale through translate().

type NodeKind = 'old' | 'shared' | 'new' | 'revoked';

const NODE_CLASS: Record<NodeKind, string> = {
  old: styles.oldNode,
  shared: styles.sharedNode,
  new: styles.newNode,
  revoked: styles.revokedNode,
};

const NODE_HEIGHT = 36;

/** A per-instance id that is safe inside `url(#...)` whatever characters React's useId uses. */
function useSvgId(): string {
  return `d${useId().replace(/[^\w-]/g, '')}`;
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  kind: NodeKind;
  label: string;
  code?: boolean;
}

/** A rounded box centred on (x, y). */
function Box({x, y, width, kind, label, code = true}: BoxProps): ReactNode {
  return (
    <g>
      <rect
        className={NODE_CLASS[kind]}
        x={x - width / 2}
        y={y - NODE_HEIGHT / 2}
        width={width}
        height={NODE_HEIGHT}
        rx={8}
      />
      <text className={clsx(styles.label, code && styles.code)} x={x} y={y}>
        {label}
      </text>
    </g>
  );
}

interface EdgeProps {
  from: readonly [number, number];
  to: readonly [number, number];
  kind: 'old' | 'new' | 'flow';
  marker: string;
}

const EDGE_CLASS = {old: styles.oldEdge, new: styles.newEdge, flow: styles.flowEdge};

function Edge({from, to, kind, marker}: EdgeProps): ReactNode {
  return (
    <line className={EDGE_CLASS[kind]} x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} markerEnd={`url(#${marker})`} />
  );
}

/** Arrow-head markers; ids are per instance so two diagrams on one page never clash. */
function Markers({id}: {id: string}): ReactNode {
  return (
    <defs>
      <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
        <path className={styles.arrowHead} d="M0 0L10 5L0 10z" />
      </marker>
      <marker
        id={`${id}-arrow-new`}
        viewBox="0 0 10 10"
        refX="9"
        refY="5"
        markerWidth="7"
        markerHeight="7"
        orient="auto"
      >
        <path className={styles.newArrowHead} d="M0 0L10 5L0 10z" />
      </marker>
    </defs>
  );
}

interface FigureProps {
  title: string;
  description: string;
  viewBox: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** The accessible frame: role="img", a <title> and <desc>, and the description as caption. */
function Figure({title, description, viewBox, width, height, children}: FigureProps): ReactNode {
  const id = useId();
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={viewBox}
        width={width}
        height={height}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <figcaption className={styles.caption} aria-hidden="true">
        {description}
      </figcaption>
    </figure>
  );
}

function Legend({y, items}: {y: number; items: readonly {kind: NodeKind; label: string}[]}): ReactNode {
  return (
    <g>
      {items.map((item, i) => (
        <g key={item.kind}>
          <rect className={NODE_CLASS[item.kind]} x={20 + i * 210} y={y - 9} width={26} height={18} rx={4} />
          <text className={clsx(styles.note, styles.noteStart)} x={54 + i * 210} y={y}>
            {item.label}
          </text>
        </g>
      ))}
    </g>
  );
}

const bottom = (x: number, y: number) => [x, y + NODE_HEIGHT / 2] as const;
const top = (x: number, y: number) => [x, y - NODE_HEIGHT / 2] as const;

/**
 * Structural sharing after `next = produce(base, (d) => { d.todos[0].done = true; })`:
 * only the nodes on the written path are copied; every other node is the same object in both.
 */
export function StructuralSharingDiagram(): ReactNode {
  const id = useSvgId();
  const oldMarker = `${id}-arrow`;
  const newMarker = `${id}-arrow-new`;
  const base = [200, 40] as const;
  const next = [440, 40] as const;
  const user = [90, 140] as const;
  const todos = [250, 140] as const;
  const todosNew = [400, 140] as const;
  const settings = [550, 140] as const;
  const todo0 = [160, 240] as const;
  const todo1 = [320, 240] as const;
  const todo0New = [480, 240] as const;
  return (
    <Figure
      title={translate({
        id: 'diagrams.sharing.title',
        message: '结构共享：修改 todos[0] 之后 base 与 next 的引用关系',
      })}
      description={translate({
        id: 'diagrams.sharing.description',
        message:
          '只有写入路径上的 next、todos 和 todos[0] 是新建的副本；user、settings 和 todos[1] 没有被修改，新旧两个版本引用的是同一个对象。',
      })}
      viewBox="0 0 640 320"
      width={640}
      height={320}
    >
      <Markers id={id} />
      <Edge from={bottom(...base)} to={top(...user)} kind="old" marker={oldMarker} />
      <Edge from={bottom(...base)} to={top(...todos)} kind="old" marker={oldMarker} />
      <Edge from={bottom(...base)} to={top(...settings)} kind="old" marker={oldMarker} />
      <Edge from={bottom(...todos)} to={top(...todo0)} kind="old" marker={oldMarker} />
      <Edge from={bottom(...todos)} to={top(...todo1)} kind="old" marker={oldMarker} />
      <Edge from={bottom(...next)} to={top(...user)} kind="new" marker={newMarker} />
      <Edge from={bottom(...next)} to={top(...todosNew)} kind="new" marker={newMarker} />
      <Edge from={bottom(...next)} to={top(...settings)} kind="new" marker={newMarker} />
      <Edge from={bottom(...todosNew)} to={top(...todo1)} kind="new" marker={newMarker} />
      <Edge from={bottom(...todosNew)} to={top(...todo0New)} kind="new" marker={newMarker} />
      <Box x={base[0]} y={base[1]} width={90} kind="old" label="base" />
      <Box x={next[0]} y={next[1]} width={90} kind="new" label="next" />
      <Box x={user[0]} y={user[1]} width={100} kind="shared" label="user" />
      <Box x={todos[0]} y={todos[1]} width={100} kind="old" label="todos" />
      <Box x={todosNew[0]} y={todosNew[1]} width={100} kind="new" label="todos" />
      <Box x={settings[0]} y={settings[1]} width={100} kind="shared" label="settings" />
      <Box x={todo0[0]} y={todo0[1]} width={110} kind="old" label="todos[0]" />
      <Box x={todo1[0]} y={todo1[1]} width={110} kind="shared" label="todos[1]" />
      <Box x={todo0New[0]} y={todo0New[1]} width={110} kind="new" label="todos[0]" />
      <Legend
        y={298}
        items={[
          {kind: 'old', label: translate({id: 'diagrams.legend.old', message: '只属于旧版本'})},
          {kind: 'shared', label: translate({id: 'diagrams.legend.shared', message: '新旧版本共享'})},
          {kind: 'new', label: translate({id: 'diagrams.legend.new', message: '写入时新建的副本'})},
        ]}
      />
    </Figure>
  );
}

/**
 * The life of a draft: createDraft wraps the base in a proxy, reads copy lazily, writes mark the
 * path modified, finishDraft returns the next state and revokes every proxy of the draft.
 */
export function DraftLifecycleDiagram(): ReactNode {
  const id = useSvgId();
  const marker = `${id}-arrow`;
  const newMarker = `${id}-arrow-new`;
  const base = [100, 100] as const;
  const draft = [350, 100] as const;
  const next = [610, 45] as const;
  const revoked = [610, 165] as const;
  return (
    <Figure
      title={translate({
        id: 'diagrams.lifecycle.title',
        message: '草稿的一生：createDraft、修改、finishDraft',
      })}
      description={translate({
        id: 'diagrams.lifecycle.description',
        message:
          'createDraft 为 base 创建代理草稿；读取时按需浅拷贝子节点，写入时把路径标记为已修改；finishDraft 返回结构共享的新数据，并撤销草稿的全部代理。',
      })}
      viewBox="0 0 720 230"
      width={720}
      height={230}
    >
      <Markers id={id} />
      <Edge from={[base[0] + 65, base[1]]} to={[draft[0] - 82, draft[1]]} kind="flow" marker={marker} />
      <text className={clsx(styles.note, styles.code)} x={(base[0] + 65 + draft[0] - 80) / 2} y={base[1] - 14}>
        createDraft()
      </text>
      <Edge from={[draft[0] + 80, draft[1] - 8]} to={[next[0] - 76, next[1] + 8]} kind="new" marker={newMarker} />
      <Edge from={[draft[0] + 80, draft[1] + 8]} to={[revoked[0] - 76, revoked[1] - 8]} kind="flow" marker={marker} />
      <text className={clsx(styles.note, styles.code)} x={(draft[0] + 80 + next[0] - 76) / 2} y={draft[1] + 4}>
        finishDraft()
      </text>
      <Box x={base[0]} y={base[1]} width={130} kind="shared" label="base" />
      <text className={styles.note} x={base[0]} y={base[1] + 34}>
        {translate({id: 'diagrams.lifecycle.base', message: '原始数据，始终不变'})}
      </text>
      <Box x={draft[0]} y={draft[1]} width={160} kind="new" label="draft (Proxy)" />
      <text className={styles.note} x={draft[0]} y={draft[1] + 34}>
        {translate({id: 'diagrams.lifecycle.read', message: '读：按需浅拷贝子节点'})}
      </text>
      <text className={styles.note} x={draft[0]} y={draft[1] + 54}>
        {translate({id: 'diagrams.lifecycle.write', message: '写：把路径标记为已修改'})}
      </text>
      <Box x={next[0]} y={next[1]} width={150} kind="new" label="next" />
      <text className={styles.note} x={next[0]} y={next[1] + 34}>
        {translate({id: 'diagrams.lifecycle.next', message: '只复制改过的路径'})}
      </text>
      <Box x={revoked[0]} y={revoked[1]} width={150} kind="revoked" label="draft" />
      {/* Struck through: a revoked draft can no longer be used. */}
      <line className={styles.cross} x1={revoked[0] - 34} y1={revoked[1]} x2={revoked[0] + 34} y2={revoked[1]} />
      <text className={styles.note} x={revoked[0]} y={revoked[1] + 34}>
        {translate({id: 'diagrams.lifecycle.revoked', message: '已撤销，再访问会抛错'})}
      </text>
    </Figure>
  );
}
