import { helpLinkLocale } from '../../domain/shared/language.rule';

/** Help-centre articles the feature pages link to (they open in a new tab). */
export type HelpArticle = 'copilot' | 'calls';

/** An article in the user's language, by the help-link mapping of spec 1 §1 (pt → pt_BR, …). */
export function helpArticleUrl(article: HelpArticle, language: unknown): string {
  return `https://help.blip.ai/hc/${helpLinkLocale(language)}/articles/${article}`;
}

/**
 * Spec 2 §2.5 promo card: the example spreadsheet on the help site (docs/decisions/knowledge-base.md). One
 * file for every language: the template's column names are what the server reads.
 */
export const KNOWLEDGE_BASE_TEMPLATE_URL = 'https://help.blip.ai/knowledge-base/knowledge-base-template.xlsx';
