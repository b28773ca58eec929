import { derivePrng, type Prng } from '../prng';

/** A WhatsApp business account of the contract and its phone numbers (raw, some with '+'). */
export interface FakeWaba {
  readonly id: string;
  readonly phoneNumbers: readonly string[];
}

/** One phone number's conversations of one day, by category (spec 3 §9). */
export interface ConversationCounts {
  readonly utility: number;
  readonly authentication: number;
  readonly marketing: number;
  readonly marketing_lite: number;
  readonly service: number;
  readonly freeTier: number;
  readonly freeEntryPoint: number;
  readonly freeCustomerService: number;
}

export const NO_CONVERSATIONS: ConversationCounts = {
  utility: 0,
  authentication: 0,
  marketing: 0,
  marketing_lite: 0,
  service: 0,
  freeTier: 0,
  freeEntryPoint: 0,
  freeCustomerService: 0,
};

function digits(random: Prng, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += String(random.int(0, 9));
  return text;
}

/**
 * `count` WABAs with 15-digit ids; the first has three numbers, the others one or two. Every
 * other number is stored with its '+' and the rest without, as the service sends both (§5.1).
 */
export function seedWabas(random: Prng, count: number): FakeWaba[] {
  let phoneIndex = 0;
  return Array.from({ length: count }, (_, index) => {
    const phones = index === 0 ? 3 : random.int(1, 2);
    const phoneNumbers = Array.from({ length: phones }, () => {
      const number = `55${random.int(11, 99)}9${digits(random, 8)}`;
      phoneIndex += 1;
      return phoneIndex % 2 === 0 ? `+${number}` : number;
    });
    return { id: `1${digits(random, 14)}`, phoneNumbers };
  });
}

/** Seeded per phone and day; marketing_lite only exists from the consolidated pricing month. */
export function dayConversations(
  seed: number,
  phoneNumber: string,
  day: string,
  withMarketingLite: boolean,
): ConversationCounts {
  const random = derivePrng(seed, `conversations:${phoneNumber}:${day}`);
  return {
    utility: random.int(0, 40),
    authentication: random.int(0, 25),
    marketing: random.int(0, 60),
    marketing_lite: withMarketingLite ? random.int(0, 20) : 0,
    service: random.int(0, 80),
    freeTier: random.int(0, 30),
    freeEntryPoint: random.int(0, 8),
    freeCustomerService: random.int(0, 40),
  };
}

export function addCounts(a: ConversationCounts, b: ConversationCounts): ConversationCounts {
  return {
    utility: a.utility + b.utility,
    authentication: a.authentication + b.authentication,
    marketing: a.marketing + b.marketing,
    marketing_lite: a.marketing_lite + b.marketing_lite,
    service: a.service + b.service,
    freeTier: a.freeTier + b.freeTier,
    freeEntryPoint: a.freeEntryPoint + b.freeEntryPoint,
    freeCustomerService: a.freeCustomerService + b.freeCustomerService,
  };
}

export function sumCounts(counts: readonly ConversationCounts[]): ConversationCounts {
  return counts.reduce(addCounts, NO_CONVERSATIONS);
}

/** Every conversation started by the business is billed; user-initiated ones are service or free. */
export function businessInitiatedOf(counts: ConversationCounts) {
  const { utility, authentication, marketing, marketing_lite } = counts;
  return {
    utility,
    authentication,
    marketing,
    marketing_lite,
    total: utility + authentication + marketing + marketing_lite,
  };
}

export function userInitiatedOf(counts: ConversationCounts) {
  const free = counts.freeTier + counts.freeEntryPoint + counts.freeCustomerService;
  return { service: counts.service, free, total: counts.service + free };
}
