/** LIME command as relayed through the host (architecture.md §4, spec 1 §7). */
export type CommandMethod = 'get' | 'set' | 'merge' | 'delete' | 'post';
export type CommandDestination = 'BlipService' | 'MessagingHubService';

export interface LimeCommand {
  readonly id?: string;
  readonly to?: string;
  readonly from?: string;
  readonly pp?: string;
  readonly method: CommandMethod;
  readonly uri: string;
  readonly type?: string;
  readonly resource?: unknown;
  readonly metadata?: Readonly<Record<string, string>>;
}

export interface CommandOptions {
  readonly destination?: CommandDestination;
  /** Default 60000 ms (spec 1 §9). */
  readonly timeoutMs?: number;
}

/**
 * Sends a command and resolves with its `resource` (the response body).
 * Rejects with a CommandFailure (domain/shared) — never with a raw wire value.
 */
export const CommandChannel = Symbol.for('CommandChannel');
export interface CommandChannel {
  send<T = unknown>(command: LimeCommand, options?: CommandOptions): Promise<T>;
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 60000;
