import { stripHtml } from './strip-html.rule';

/** Spec 1 §5 / §9: a contract name has 2 to 15 characters (input minlength / maxlength). */
export const CONTRACT_NAME_MIN_LENGTH = 2;
export const CONTRACT_NAME_MAX_LENGTH = 15;

/**
 * What submitting a name leads to. 'too-long' and 'unchanged' send nothing and say nothing
 * (spec: "nothing is saved", "saved only if the value changed"); 'too-short' has its message.
 */
export type ContractNameCheck =
  | { readonly kind: 'save'; readonly name: string }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'too-short' }
  | { readonly kind: 'too-long' };

/** Tags stripped first, then trimmed, so '<b> Acme </b>' is 'Acme'. */
export function sanitizeContractName(raw: string): string {
  return stripHtml(raw).trim();
}

/**
 * Spec 1 §5 'Contract name'. Lengths are counted on the sanitised name, in the same units
 * as the input's maxlength (UTF-16 code units). An unchanged name is checked first: the
 * user submitting the stored name back did not ask for anything, valid or not.
 */
export function checkContractName(raw: string, storedName: string): ContractNameCheck {
  const name = sanitizeContractName(raw);
  if (name === storedName) return { kind: 'unchanged' };
  if (name.length > CONTRACT_NAME_MAX_LENGTH) return { kind: 'too-long' };
  if (name.length < CONTRACT_NAME_MIN_LENGTH) return { kind: 'too-short' };
  return { kind: 'save', name };
}
