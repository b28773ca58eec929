/** Commands to several members go out this many at a time (like the account lookups). */
export const MEMBER_COMMAND_CONCURRENCY = 6;
