import type { ConsolidatedConversations } from '../../../application/reports/load-conversation-report.use-case';
import type { ConversationsByCategory, OldSessionTotal } from '../../../domain/reports/conversation.entity';
import { figureText } from '../../../domain/reports/usage-figures.rule';
import type { Language } from '../../../domain/shared/language.rule';
import type { TextKey } from '../../i18n/texts';
import { compareMonths, type MonthChangeView } from '../shared/month-change-view';

/** A labelled figure: `labelKey` in the 'conversations' namespace, the value as shown. */
export interface ConversationFigure {
  readonly id: string;
  readonly labelKey: TextKey<'conversations'>;
  /** Locale-formatted, or '--' without data (spec 3 §2.7, §4.2). */
  readonly value: string;
  /** Issue 24 §2: a headline figure against the previous month; none hides the comparison. */
  readonly change?: MonthChangeView | undefined;
}

/** Spec 3 §2.7 new consolidated: a card with its tooltip and its category panel. */
export interface ConversationCard extends ConversationFigure {
  readonly id: 'all' | 'billed' | 'free';
  readonly tooltipKey: TextKey<'conversations'>;
  readonly lines: readonly ConversationFigure[];
}

export type ConsolidatedView =
  | { readonly layout: 'old'; readonly figures: readonly ConversationFigure[] }
  | { readonly layout: 'new'; readonly cards: readonly ConversationCard[] };

const BILLED_CATEGORIES = ['marketing', 'marketing_lite', 'utility', 'authentication', 'service'] as const;
const OLD_PRICING_LINES = ['sessionByCompany', 'sessionByUser'] as const;
const FREE_CATEGORIES = ['freeTier', 'freeEntryPoint', 'freeCustomerService'] as const;

function figure(
  id: string,
  labelKey: TextKey<'conversations'>,
  value: number,
  hasData: boolean,
  language: Language,
) {
  return { id, labelKey, value: figureText(value, hasData, language) };
}

/** Spec 3 §2.7 old pricing: user-initiated, company-initiated and total. */
function oldFigures(total: OldSessionTotal, hasData: boolean, language: Language): ConversationFigure[] {
  return [
    figure('user', 'old.userInitiated', total.sessionByUser, hasData, language),
    figure('company', 'old.companyInitiated', total.sessionByCompany, hasData, language),
    figure('total', 'old.total', total.sessionTotal, hasData, language),
  ];
}

interface BilledLike {
  readonly marketing: number;
  readonly marketing_lite: number;
  readonly utility: number;
  readonly authentication: number;
  readonly service: number;
  readonly oldWhatsAppPricing: { readonly sessionByCompany: number; readonly sessionByUser: number };
}

/**
 * Spec 3 §2.7: the billed categories, plus the old-pricing lines when present. 'Present' is
 * read as a count above 0: the service sends them only for the months that still bill
 * conversations at the old prices, and the gateway turns an absent line into 0.
 */
function billedLines(source: BilledLike, hasData: boolean, language: Language): ConversationFigure[] {
  const categories = BILLED_CATEGORIES.map((key) =>
    figure(key, `categories.${key}`, source[key], hasData, language),
  );
  const oldPricing = OLD_PRICING_LINES.filter((key) => hasData && source.oldWhatsAppPricing[key] > 0).map(
    (key) => figure(key, `categories.${key}`, source.oldWhatsAppPricing[key], hasData, language),
  );
  return [...categories, ...oldPricing];
}

/** Spec 3 §2.7 new pricing: All, Billed and Free-of-charge, each with its panel. */
function newCards(value: ConversationsByCategory, hasData: boolean, language: Language): ConversationCard[] {
  const { allConversations: all, billedConversations: billed, freeOfChargeConversations: free } = value;
  return [
    {
      ...figure('all', 'cards.all', all.total, hasData, language),
      id: 'all',
      tooltipKey: 'cards.allInfo',
      lines: billedLines(all, hasData, language),
    },
    {
      ...figure('billed', 'cards.billed', billed.total, hasData, language),
      id: 'billed',
      tooltipKey: 'cards.billedInfo',
      lines: billedLines(billed, hasData, language),
    },
    {
      ...figure('free', 'cards.free', free.total, hasData, language),
      id: 'free',
      tooltipKey: 'cards.freeInfo',
      lines: FREE_CATEGORIES.map((key) => figure(key, `categories.${key}`, free[key], hasData, language)),
    },
  ];
}

/** Issue 24 §2: a block's headline figures by id; none without data. */
function headlines(data: ConsolidatedConversations | undefined): Readonly<Partial<Record<string, number>>> {
  if (data?.hasData !== true) return {};
  if (data.layout === 'old') {
    const { sessionByUser: user, sessionByCompany: company, sessionTotal: total } = data.value;
    return { user, company, total };
  }
  const value = data.value;
  return {
    all: value.allConversations.total,
    billed: value.billedConversations.total,
    free: value.freeOfChargeConversations.total,
  };
}

/**
 * The consolidated block as shown, for the layout the data was loaded with. Issue 24 §2: each
 * headline figure (not the category lines) against `previous`, the previous month's block, when
 * that month has data in the same layout (another pricing counts other things).
 */
export function consolidatedView(
  data: ConsolidatedConversations,
  language: Language,
  previous?: ConsolidatedConversations,
): ConsolidatedView {
  const now = headlines(data);
  const before = previous?.layout === data.layout ? headlines(previous) : {};
  const compared = <F extends ConversationFigure>(figure: F): F => ({
    ...figure,
    change: compareMonths(now[figure.id], before[figure.id], language),
  });
  if (data.layout === 'old')
    return { layout: 'old', figures: oldFigures(data.value, data.hasData, language).map(compared) };
  return { layout: 'new', cards: newCards(data.value, data.hasData, language).map(compared) };
}
