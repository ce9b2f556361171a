import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import BenchmarkRunner from '@site/src/components/BenchmarkRunner';
import ReferenceIsland from '@site/src/components/BenchmarkRunner/ReferenceIsland';
import {Directions, Releases, SlowerList, referenceResults} from '@site/src/components/BenchmarkRunner/Reference';
import {EnvTable} from '@site/src/components/BenchmarkRunner/ResultTable';
import {REFERENCE_TEXT} from '@site/src/components/BenchmarkRunner/text';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {scenarioLabel} from '@site/src/components/BenchmarkRunner/labels';
import {FULL_SIZE, type ScenarioId} from '@site/src/lib/bench/scenarios';
import styles from './benchmark.module.css';

/** What each scenario does, in words; the code is src/lib/bench/scenarios.ts. */
function ScenarioText({id}: {id: ScenarioId}): ReactNode {
  const values = {items: FULL_SIZE.items.toLocaleString('en-US'), changes: FULL_SIZE.changes};
  switch (id) {
    case 'update-field':
      return (
        <Translate id="benchmark.about.updateField" values={values}>
          {
            '一个有 {items} 个键的对象，每个值是 {value: n}；把正中间那个键的 value 加 1。考察的是只改一处时，复制路径和结构共享的开销。'
          }
        </Translate>
      );
    case 'push-array':
      return (
        <Translate id="benchmark.about.pushArray" values={values}>
          {'一个有 {items} 个待办项的数组，一次追加 {changes} 项，同时更新计数字段 total。'}
        </Translate>
      );
    case 'update-nested':
      return (
        <Translate id="benchmark.about.updateNested" values={values}>
          {'同样 {items} 个待办项，均匀挑出 {changes} 项，把 done 设为 true，并把嵌套对象 meta 里的 count 加 1。'}
        </Translate>
      );
    case 'read-only':
      return (
        <Translate id="benchmark.about.readOnly" values={values}>
          {
            '在草稿上读遍 {items} 个待办项（id 和 meta.count），一个字段也不写。结果应当就是原对象本身，考察的是只读访问的代理开销。'
          }
        </Translate>
      );
    case 'map-set':
      return (
        <Translate id="benchmark.about.mapSet" values={values}>
          {'一个 {items} 项的 Map 和一个 {items} 项的 Set：在 Map 里替换一个值，在 Set 里加一项、删一项。'}
        </Translate>
      );
  }
}

const SCENARIO_ORDER: ScenarioId[] = ['update-field', 'push-array', 'update-nested', 'read-only', 'map-set'];

export default function Benchmark(): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  return (
    <Layout
      title={translate({id: 'benchmark.title', message: '性能测试'})}
      description={translate({
        id: 'benchmark.description',
        message: '在浏览器里对比 limu、immer、mutative 和手写展开运算的不可变更新速度',
      })}
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>
          <Translate id="benchmark.title">性能测试</Translate>
        </h1>
        <p>
          <Translate id="benchmark.intro">
            这个页面在你的浏览器里现场对比 limu、immer、mutative 和手写的展开运算（spread）。测试跑在 Web Worker 里，用
            tinybench 计时，运行期间页面照常可用；随时可以停止。
          </Translate>
        </p>

        <h2>
          <Translate id="benchmark.about.title">测试场景</Translate>
        </h2>
        <p>
          <Translate id="benchmark.about.intro">
            每个场景都会分别在关闭和开启
            autoFreeze（自动冻结结果）时各测一次。每个库、每种设置都有自己的一份初始数据，互不影响。
          </Translate>
        </p>
        <dl className={styles.scenarios}>
          {SCENARIO_ORDER.map((id) => (
            <div key={id}>
              <dt>{scenarioLabel(id)}</dt>
              <dd>
                <ScenarioText id={id} />
              </dd>
            </div>
          ))}
        </dl>

        <h2>
          <Translate id="benchmark.read.title">怎么读结果</Translate>
        </h2>
        <ul>
          <li>
            <Translate id="benchmark.read.hz">
              数字是每秒能完成多少次完整的更新（从原始数据得到下一个状态），越大越快。误差线是 95% 置信度下的误差范围。
            </Translate>
          </li>
          <li>
            <Translate id="benchmark.read.scale">
              不同场景的速度相差好几个数量级，所以图中每组柱子按组内最快的库单独缩放：只在同一组内比较柱子长短。手写展开（spread）在一些机器上快出许多倍，超出刻度的柱子在末端截断，数字前标有
              ≫。
            </Translate>
          </li>
          <li>
            <Translate id="benchmark.read.freeze">
              各库的默认值不同：limu 和 mutative 默认不冻结，immer 默认冻结。autoFreeze 关闭的那一组是 limu
              的默认用法，开启的那一组是 immer 的默认用法。
            </Translate>
          </li>
          <li>
            <Translate id="benchmark.read.spread">
              spread 是手写的展开运算更新，作为不借助任何库时的参照；开启 autoFreeze 时它只冻结自己新建的节点。
            </Translate>
          </li>
          <li>
            <Translate id="benchmark.read.machine">
              结果取决于浏览器、设备和当时的负载。在命令行里也可以用同一套场景代码测试：在文档站仓库里运行 npm run
              bench:libs。
            </Translate>
          </li>
        </ul>
        <p>
          <Link to="/docs/intro">
            <Translate id="benchmark.link.intro">limu 快速开始</Translate>
          </Link>
        </p>

        <p>{text.intro}</p>

        <BenchmarkRunner />

        <ReferenceIsland render={(reference) => <Directions data={reference} />} />

        <h2 id="bench-slower-title">{text.slowerTitle}</h2>
        <p>{text.slowerIntro}</p>
        <ReferenceIsland
          render={(reference) => (
            <>
              <h3>{referenceResults(reference).env}</h3>
              <SlowerList {...referenceResults(reference)} />
              {reference.results.browser.length > 0 && (
                <>
                  <h3>Node {reference.node}</h3>
                  <SlowerList results={reference.results.node} env={`Node ${reference.node}`} />
                </>
              )}
              {/* Two environments of one run, each table named by its environment (issue 27.1). */}
              <h2 id="bench-tables-title">{text.tablesTitle}</h2>
              <p>{text.tablesIntro}</p>
              {reference.results.browser.length > 0 && <EnvTable data={reference} env="browser" />}
              <EnvTable data={reference} env="node" />

              <Releases data={reference} />
            </>
          )}
        />
      </main>
    </Layout>
  );
}
