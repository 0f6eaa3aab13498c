// The small numbers that stand for connectors in the entity tables (cs_owners), cached per store;
// apart from store.ts to keep it short.
import type pg from 'pg';

/** The small integer that stands for a connector in the entity tables. */
export async function owner(
  c: pg.Pool | pg.PoolClient,
  table: string,
  owners: Map<string, number>,
  connectorId: string,
): Promise<number> {
  let o = owners.get(connectorId);
  if (o === undefined) {
    await c.query(`INSERT INTO ${table} (connector_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      connectorId,
    ]);
    o = (
      await c.query<{ owner: number }>(`SELECT owner FROM ${table} WHERE connector_id = $1`, [
        connectorId,
      ])
    ).rows[0]!.owner;
    owners.set(connectorId, o);
  }
  return o;
}
