import {translate} from '@docusaurus/Translate';
import type {ScenarioId} from '@site/src/lib/bench/scenarios';

/** Short, translated names of the scenarios, used by the chart and the table. */
export function scenarioLabel(id: ScenarioId): string {
  switch (id) {
    case 'update-field':
      return translate({id: 'benchmark.scenario.updateField', message: '修改大对象的一个字段'});
    case 'push-array':
      return translate({id: 'benchmark.scenario.pushArray', message: '向大数组追加元素'});
    case 'update-nested':
      return translate({id: 'benchmark.scenario.updateNested', message: '修改嵌套的数组元素'});
    case 'read-only':
      return translate({id: 'benchmark.scenario.readOnly', message: '只读不写'});
    case 'map-set':
      return translate({id: 'benchmark.scenario.mapSet', message: '修改 Map 和 Set'});
  }
}
