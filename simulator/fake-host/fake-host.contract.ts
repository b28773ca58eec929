import type { ModalTemplate } from '../../src/application/shared/host.port';

/**
 * What the fake host needs from whatever shows the portal's UI: the simulator page
 * renders it for real; the in-process (memory) profile records it headlessly.
 */
export interface FakeHostAlert {
  readonly variant: string;
  readonly title: string;
  /** HTML-escaped by the module; render as text anyway (never innerHTML). */
  readonly body: string;
  readonly confirm: string;
  readonly cancel: string;
}

/** What a modal returns: cancelled, or confirmed with the data the user typed. */
export type FakeModalResult =
  | { readonly confirmed: false }
  | { readonly confirmed: true; readonly data: Readonly<Record<string, unknown>> };

export type FakeRedirect =
  { readonly kind: 'applicationList' } | { readonly kind: 'topWindow'; readonly url: string };

export interface FakeHostUi {
  toast(toast: { readonly type: string; readonly title?: string; readonly message: string }): void;
  uploadErrorToast(code: number): void;
  alert(alert: FakeHostAlert): Promise<boolean>;
  modal(template: ModalTemplate, content: unknown): Promise<FakeModalResult>;
  loading(on: boolean): void;
  height(px: number): void;
  navigated(toUrl: string): void;
  unauthorized(path: string): void;
  redirect(redirect: FakeRedirect): void;
  track(payload: unknown): void;
}

/** The fake portal: answers every host action of architecture.md §4 (names without 'blipEvent:'). */
export interface FakeHostApi {
  handle(action: string, content: unknown): Promise<unknown>;
}

/** Simulator / memory-profile controls (architecture.md §6). */
export interface FakeHostOptions {
  readonly role: 'admin' | 'member' | 'guest';
  readonly lang: 'pt' | 'en' | 'es';
  /** 'all', 'none' or explicit toggle names switched on. */
  readonly flags: 'all' | 'none' | readonly string[];
  readonly scenario: string;
  readonly latencyMs: number;
  /** 0..1: share of commands answered with a backend error. */
  readonly failRate: number;
  /** 0..1: share of commands never answered. */
  readonly timeoutRate: number;
  /**
   * Issue 24 §3: how fast the fake storages read an upload, in kilobits per second; 0 reads at
   * full speed. Slows the progress bar enough to see and test it.
   */
  readonly uploadKbps: number;
  /**
   * Issue 35 §4: a fault of the fake storages: they answer every upload with a 307 to this address
   * (an absolute http URL on a loopback host), as a hostile or misconfigured storage would; null
   * answers normally.
   */
  readonly uploadRedirect: string | null;
  readonly seed: number;
  readonly scale: { readonly members?: number; readonly bots?: number; readonly rows?: number };
}
