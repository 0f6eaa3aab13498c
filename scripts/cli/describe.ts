// connector-engine describe <kind> [entity] [--json]: entities, actions and params of a kind.
import { closest } from '../../engine/errors.ts';
import { exit, usage } from './io.ts';
import { folders, requireKind } from './kinds.ts';

export async function describeCommand(
  kind: string,
  entity: string | undefined,
  opts: { json?: boolean; connectors?: string },
): Promise<never> {
  const dir = await folders(opts.connectors, 'describe');
  await requireKind(kind, dir, 'describe');
  const { compileFolder, describeKind } = await import('../../engine/index.ts');
  const { formatProblem } = await import('../../engine/engine.ts');
  const { plans, problems } = compileFolder(dir);
  const plan = plans.get(kind);
  if (!plan) {
    if (problems.length) process.stderr.write(`${problems.map(formatProblem).join('\n')}\n`);
    return usage(
      `kind '${kind}' does not compile. Kinds: ${[...plans.keys()].join(', ')}`,
      'describe',
    );
  }
  const d = describeKind(plan);
  const entities = entity ? d.entities.filter((e) => e.name === entity) : d.entities;
  if (entity && !entities.length) {
    const names = d.entities.map((e) => e.name);
    const hint = closest(entity, names);
    return usage(
      `${kind} has no entity '${entity}'.${hint ? ` Did you mean '${hint}'?` : ''} Entities: ${names.join(', ')}`,
      'describe',
    );
  }
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(entity ? entities[0] : d, null, 2)}\n`);
    return exit(0);
  }
  const out: string[] = [
    `${d.connector_type} (${d.name} ${d.version})${d.description ? `: ${d.description}` : ''}`,
  ];
  out.push(
    `  vendor API: ${d.vendor_api.version}${d.vendor_api.sunset ? ` (sunset ${d.vendor_api.sunset})` : ''}, ${d.vendor_api.docs}`,
  );
  out.push(
    `  auth: ${d.auth_methods.map((a) => `${a.method} [${((a.credentials as { required?: string[] }).required ?? []).join(', ')}]`).join('; ')}`,
  );
  const cfg = Object.keys((d.config as { properties?: object }).properties ?? {});
  if (cfg.length) out.push(`  config: ${cfg.join(', ')}`);
  for (const e of entities) {
    out.push(`  ${e.name}${e.description ? ` - ${e.description}` : ''}`);
    for (const a of e.actions) {
      const schema = a.params as {
        properties?: Record<string, { type?: unknown; enum?: unknown[] }>;
        required?: string[];
      };
      const params = Object.entries(schema.properties ?? {}).map(([n, s]) => {
        const type = s.enum
          ? s.enum.join('|')
          : Array.isArray(s.type)
            ? s.type.join('|')
            : (s.type ?? 'any');
        return `${n}${schema.required?.includes(n) ? '*' : ''}:${type}`;
      });
      out.push(
        `    ${a.action.padEnd(11)} ${params.join(' ') || '(no params)'}${a.paginated ? '  [paged]' : ''}`,
      );
    }
    if (Object.keys(e.searchable_fields).length)
      out.push(`    searchable  ${Object.keys(e.searchable_fields).join(', ')}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
  return exit(0);
}
