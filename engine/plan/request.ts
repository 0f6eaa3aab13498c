// The request shapes a plan holds: parsed URL templates and array styles (request/ renders them).

/** A literal piece of text, or a placeholder: its dotted reference, split, and its filter. */
export type TemplatePart = string | { ref: string; path: string[]; filter?: string };

export interface Template {
  readonly source: string;
  readonly parts: TemplatePart[];
  /** The dotted references, e.g. ['config.subdomain', 'id']. */
  readonly refs: string[];
}

/** How an array param is written in a query or form body. */
export type ArrayStyle =
  | 'repeat'
  | 'comma'
  | 'brackets'
  | 'indices'
  | 'pipe'
  | 'notation'
  | 'notation_comma';
