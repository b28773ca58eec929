/** Where the mTLS page's usage events come from (spec 1 §1: the detail is not contract). */
export const MTLS_TRACKING_ORIGIN = 'mtls-certificates';
