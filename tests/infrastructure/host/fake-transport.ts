import { type HostRequestOptions, type HostTransport } from '../../../src/infrastructure/host/host-transport';

export interface SentRequest {
  readonly action: string;
  readonly content: unknown;
  readonly options: HostRequestOptions | undefined;
}

/** A HostTransport that records what adapters send and answers from a script. */
export class FakeTransport implements HostTransport {
  readonly requests: SentRequest[] = [];
  readonly fired: Array<{ action: string; content: unknown }> = [];
  private answer: (action: string, content: unknown) => Promise<unknown> = () => Promise.resolve(undefined);

  answerWith(answer: (action: string, content: unknown) => unknown): this {
    this.answer = async (action, content) => answer(action, content);
    return this;
  }

  rejectWith(error: unknown): this {
    this.answer = () => Promise.reject(error);
    return this;
  }

  request<T = unknown>(action: string, content?: unknown, options?: HostRequestOptions): Promise<T> {
    this.requests.push({ action, content, options });
    return this.answer(action, content) as Promise<T>;
  }

  fire(action: string, content?: unknown): void {
    this.fired.push({ action, content });
  }
}
