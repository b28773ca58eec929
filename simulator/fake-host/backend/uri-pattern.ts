import { safeDecode } from './identity';

/** A command URI split into its path and query (`$skip`, `$take`, `month`, …). */
export interface ParsedUri {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/**
 * Accepts '/tenants/x', 'tenants/x' and 'lime://postmaster@portal.blip.ai/tenants/x':
 * the path always starts with one '/' and has no trailing '/'.
 */
export function parseUri(uri: string): ParsedUri {
  let rest = uri.trim();
  const scheme = /^lime:\/\/[^/]*/i.exec(rest);
  if (scheme !== null) rest = rest.slice(scheme[0].length);
  const questionMark = rest.indexOf('?');
  const rawPath = questionMark < 0 ? rest : rest.slice(0, questionMark);
  const rawQuery = questionMark < 0 ? '' : rest.slice(questionMark + 1);
  const path = `/${rawPath.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQuery)) query[key] = value;
  return { path, query };
}

/**
 * The authority of 'lime://{authority}/path', decoded once: commands on a bot name it there
 * ('lime://faq12@msging.net/copilot/enable'), and parseUri drops it. Undefined without one.
 */
export function authorityOf(uri: string): string | undefined {
  const found = /^lime:\/\/([^/?#]+)/i.exec(uri.trim());
  return found?.[1] === undefined ? undefined : safeDecode(found[1]);
}

export interface CompiledPattern {
  readonly source: string;
  /** Fully literal segments: the more, the more specific (wins over a {param}). */
  readonly specificity: number;
  match(path: string): Record<string, string> | null;
}

/**
 * '{name}' matches inside one segment, alone or next to literals
 * ('/applications/{shortName}@{domain}/phone-number-settings-calling').
 */
export function compilePattern(pattern: string): CompiledPattern {
  const normalized = parseUri(pattern).path;
  const names: string[] = [];
  let specificity = 0;
  const segments = normalized
    .split('/')
    .slice(1)
    .map((segment) => {
      if (!segment.includes('{')) specificity += 1;
      return segment.replace(
        /\{([A-Za-z_][A-Za-z0-9_]*)\}|([^{]+)/g,
        (_all, name?: string, literal?: string) => {
          if (name !== undefined) {
            names.push(name);
            return '([^/]+?)';
          }
          return escapeRegExp(literal ?? '');
        },
      );
    });
  const regex = new RegExp(`^/${segments.join('/')}$`, 'i');
  return {
    source: normalized,
    specificity,
    match(path) {
      const found = regex.exec(path);
      if (found === null) return null;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = safeDecode(found[index + 1] ?? '');
      });
      return params;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
