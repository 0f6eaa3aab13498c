// One fixture case through the engine: engine/replay/run-case.ts, shared with `connector-engine test`.
export { matches, runCase } from '../../engine/replay/run-case.ts';
