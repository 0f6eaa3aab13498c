// The strict fake vendor of fixture replay lives with the replay (engine/replay/), which the
// `connector-engine test` command shares with the suite.
export { FakeUpstream, type ReceivedRequest } from '../../engine/replay/fake-upstream.ts';
