// The problems sink of one manifest's compile. Every compile step reports into it, and compiles its
// expressions and templates through it, so that a text that does not parse or names an undeclared
// variable becomes a problem at its JSON path (file:line:col in the linter) instead of a throw.
import { closest } from '../errors.ts';
import {
  compileExpression,
  type Expression,
  type ExpressionSyntaxError,
} from '../map/expression.ts';
import { FILTERS, parseTemplate, type Template } from '../request/template.ts';
import type { JsonPath, SourceProblem } from './load.ts';

/** Which variables a template may name: per root, the allowed names (null: any name). `params`
 *  allows plain `{name}` placeholders (a path template names its params). */
export type TemplateScope = Record<string, Set<string> | null>;

export class Problems {
  readonly list: SourceProblem[] = [];
  /** Every expression's text, to know which bindings the kind needs. */
  readonly sources: string[] = [];
  /** Each distinct text compiled once: a kind repeats its mappings (Stripe's 62 expressions are 20
   *  texts), and parsing them is a third of its compile. Expressions are immutable, so plans share them. */
  private compiled = new Map<string, Expression>();

  problem(path: JsonPath, code: string, message: string, atKey = false): void {
    this.list.push({ path, code, message, ...(atKey ? { atKey } : {}) });
  }

  expr(source: string, path: JsonPath): Expression {
    this.sources.push(source);
    const known = this.compiled.get(source);
    if (known) return known;
    try {
      const compiled = compileExpression(source);
      this.compiled.set(source, compiled);
      return compiled;
    } catch (err) {
      const e = err as ExpressionSyntaxError;
      this.problem(
        path,
        'jsonata-syntax',
        `expression does not parse at character ${e.position}: ${e.message}. Fix the JSONata (try it at try.jsonata.org).`,
      );
      return { source, evaluate: async () => undefined };
    }
  }

  /** A template whose references must all be under the allowed roots (`config`, `credentials`, ...). */
  template(
    source: string,
    path: JsonPath,
    allowed: TemplateScope,
    opts: { params?: boolean } = {},
  ): Template {
    const t = parseTemplate(source);
    for (const part of t.parts) {
      if (typeof part === 'object' && part.filter && !(part.filter in FILTERS))
        this.problem(
          path,
          'template-unknown-var',
          `{${part.ref}|${part.filter}}: unknown filter '${part.filter}'; filters: ${Object.keys(FILTERS).join(', ')}.`,
        );
    }
    for (const ref of t.refs) {
      if (opts.params && !ref.includes('.')) continue;
      const [root, name] = ref.split('.', 2) as [string, string | undefined];
      const names = allowed[root];
      const known =
        root in allowed && (names === null || (name !== undefined && names?.has(name) === true));
      if (!known) this.problem(path, 'template-unknown-var', unknownVar(ref, allowed, opts));
    }
    return t;
  }
}

function unknownVar(ref: string, allowed: TemplateScope, opts: { params?: boolean }): string {
  const roots = [
    ...(opts.params ? ['{PARAM}'] : []),
    ...Object.keys(allowed).map((r) => (allowed[r] ? `{${r}.NAME}` : `{${r}}`)),
  ].join(', ');
  const hint = suggestion(ref, allowed);
  return `{${ref}} is not a declared variable here.${hint ? ` Did you mean {${hint}}?` : ''} Use ${roots} with a declared name (config variables go under config.properties).`;
}

/** The declared variable a mistyped reference is closest to ({config.ownr}: config.owner). */
function suggestion(ref: string, allowed: TemplateScope): string | undefined {
  const [root, name] = ref.split('.', 2) as [string, string | undefined];
  if (!(root in allowed)) {
    const r = closest(root, Object.keys(allowed));
    return r && (name === undefined ? r : `${r}.${name}`);
  }
  const names = allowed[root];
  const n = names && name !== undefined ? closest(name, names) : undefined;
  return n && `${root}.${n}`;
}
