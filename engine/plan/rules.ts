// A response rule as a plan holds it (map/rules.ts judges answers with it).
import type { Expression } from './expression.ts';

export type RuleAction = 'fail' | 'retry' | 'rate_limited' | 'refresh_then_retry' | 'ignore';

export interface ResponseRule {
  /** Where the rule is written (entities.x.actions.list.response_rules.0), for messages. */
  where: string;
  /** Matches the vendor's status; absent: any status. */
  status?: (status: number) => boolean;
  expression?: Expression;
  action: RuleAction;
  /** Status answered when the rule ends in an error. */
  answer?: number;
  message?: Expression;
  retryAfter?: Expression;
}
