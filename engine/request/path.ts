// Path params become path segments: each value is encoded as one segment, may not be a dot segment
// ('.', '..', or those percent-encoded, alone or between slashes) that would move the request to
// another resource, and the rendered path must keep its template's fixed start. A vendor that
// decodes %2F before routing would otherwise see `../` in an id.
import { EngineError } from '../errors.ts';
import { renderTemplate, type Template } from './template.ts';

export function renderPath(t: Template, params: Record<string, unknown>): string {
  for (const part of t.parts) {
    if (typeof part === 'string') continue;
    const value = params[part.path[0]!];
    if ((typeof value === 'string' || typeof value === 'number') && isDotSegment(String(value))) {
      throw new EngineError(
        'invalid_params',
        400,
        `${part.ref} may not be '.' or '..' or contain such a path segment (it would address another resource).`,
        { field: part.ref },
      );
    }
  }
  const path = renderTemplate(t, params, encodeURIComponent);
  const prefix = typeof t.parts[0] === 'string' ? t.parts[0] : '';
  if (!path.startsWith(prefix) || new URL(path, 'http://x').pathname !== path.split('?')[0]) {
    throw new EngineError(
      'invalid_params',
      400,
      `The path params would move the request outside ${t.source}.`,
      { field: 'params' },
    );
  }
  return path;
}

function isDotSegment(value: string): boolean {
  let v = value;
  for (let i = 0; i < 3; i++) {
    if (v.split(/[/\\]/).some((s) => s === '.' || s === '..')) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(v);
    } catch {
      return false;
    }
    if (decoded === v) return false;
    v = decoded;
  }
  return true; // still encoded after three rounds: refuse rather than guess
}
