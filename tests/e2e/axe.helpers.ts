import type { Frame } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * axe is evaluated through the devtools protocol, which the module's Content-Security-Policy
 * rightly does not let a page's own scripts do (issue 13 §4).
 */
const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Finding {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: readonly string[];
}

/**
 * axe's findings on the frame's document as it stands. On a busy machine the page can still
 * change while axe runs (a lazy page's code arriving after a quiet spell): a link replaced mid-run
 * is judged detached, without a name and at `:root > a`, which is no state of the page. So a run
 * during which the DOM changed is run again, up to five times; the last run's findings count.
 */
export async function axeFindings(frame: Frame): Promise<Finding[]> {
  // Once per document: the routes of a language share one.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    for (let attempt = 1; ; attempt += 1) {
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      observer.disconnect();
      if (changed && attempt < 5) continue;
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    }
  }, WCAG_22_AA);
}
