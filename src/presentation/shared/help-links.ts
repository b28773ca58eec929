import { helpLinkLocale } from '../../domain/shared/language.rule';

/** Help-centre articles the feature pages link to (they open in a new tab). */
export type HelpArticle = 'copilot' | 'calls';

/** An article in the user's language, by the help-link mapping of spec 1 §1 (pt → pt_BR, …). */
export function helpArticleUrl(article: HelpArticle, language: unknown): string {
  return `https://help.blip.ai/hc/${helpLinkLocale(language)}/articles/${article}`;
}
