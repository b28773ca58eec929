import type { ResourceLanguage } from 'i18next';

/** One language's texts keyed by namespace: './members.json' → 'members'. */
export function byNamespace(files: Record<string, unknown>): ResourceLanguage {
  const texts: ResourceLanguage = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /^\.\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace !== undefined) texts[namespace] = content as ResourceLanguage[string];
  }
  return texts;
}
