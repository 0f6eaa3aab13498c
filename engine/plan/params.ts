// What a plan holds to check an action's params (params/ builds and runs them).
import type { Expression } from './expression.ts';

/** Validates (and fills schema defaults into a copy of) the params, or throws a 400 naming each field. */
export type ParamsValidator = (params: unknown) => Record<string, unknown>;

/** A cross-field rule over the params: JSONata that must be true, else the message. */
export interface Precondition {
  rule: Expression;
  message: string;
  fields: string[];
}
