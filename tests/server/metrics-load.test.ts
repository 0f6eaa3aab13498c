// prom-client loads with the first observation, not at start-up (server/metrics.ts): what is observed
// before and while it loads is recorded once it has, none lost.
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../server/metrics.ts';

describe('Metrics before prom-client has loaded', () => {
  it('keeps the observations made while it loads', async () => {
    const metrics = new Metrics();
    metrics.request('GET', '/healthz', 200, 0.001); // starts the load
    metrics.request('GET', '/healthz', 200, 0.002); // while loading
    metrics.engineEvent({
      type: 'upstream',
      kind: 'stripe',
      method: 'GET',
      host: 'api.example.com',
      status: 200,
      error_code: undefined,
      retry: false,
      duration_ms: 3,
    });
    const text = await (await metrics.registry()).metrics();
    metrics.request('GET', '/healthz', 200, 0.003); // loaded: recorded at once
    const after = await (await metrics.registry()).metrics();
    const line = 'connector_engine_http_requests_total{method="GET",route="/healthz",status="200"}';
    expect(text).toContain(`${line} 2`);
    expect(text).toContain(
      'connector_engine_upstream_requests_total{kind="stripe",method="GET",status="200"} 1',
    );
    expect(after).toContain(`${line} 3`);
  });
});
