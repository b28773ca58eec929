import type { Plugin } from 'vite';

/**
 * The module's page lives at module/index.html in the sources (the dev server serves it under
 * /module/), but its build is served from its own folder: the page goes to the build's root,
 * beside its assets, as index.html.
 */
export function flatHtml(sourcePath: string): Plugin {
  return {
    name: 'flat-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle[sourcePath];
      if (page === undefined || page.type !== 'asset') {
        this.error(`flat-html: the build has no page ${sourcePath}`);
      }
      delete bundle[sourcePath];
      this.emitFile({ type: 'asset', fileName: 'index.html', source: page.source });
    },
  };
}
