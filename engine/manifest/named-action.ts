// Named actions: what else a vendor does to its objects besides the catalog's actions (an invoice's
// finalize, a payment's confirm). The name is a snake_case verb (the schema checks it); here the rules
// the schema cannot state: a named action says what it does, answers one object (no pages), and its
// name does not look like a mistyped catalog action (`lsit` is a typo, not a new verb).
import { closest } from '../errors.ts';
import { ACTIONS } from '../plan/plan.ts';
import type { Problems } from './problems.ts';
import type { Action } from './types.gen.ts';

export function namedActionProblems(c: Problems, entity: string, name: string, a: Action): void {
  const at = ['entities', entity, 'actions', name];
  const typo = closest(name, ACTIONS);
  if (typo) {
    c.problem(
      at,
      'invalid-name',
      `action '${name}' of ${entity} is not a catalog action; did you mean '${typo}'? A named action is a verb of its own (finalize, confirm, cancel), not close to ${ACTIONS.join(', ')}.`,
      true,
    );
  }
  if (!a.description?.trim()) {
    c.problem(
      at,
      'missing-key',
      `${entity}.${name} is a named action and needs a description: what it does, and whether it moves money or cannot be undone (agents choose actions by it).`,
      true,
    );
  }
  if (a.pagination && a.pagination !== 'none') {
    c.problem(
      [...at, 'pagination'],
      'invalid-value',
      `${entity}.${name} is a named action, which answers one object; pagination is for list and api_search.`,
    );
  }
}
