import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { TEST_RESOURCES } from '../i18n/test-resources';

export function renderWithKit(ui: ReactElement, language = 'en'): RenderResult {
  const i18n = createI18n(language, TEST_RESOURCES);
  function Wrapper({ children }: { readonly children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

/** axe-core violations on a rendered subtree; colour contrast needs layout, which jsdom lacks. */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

/**
 * jsdom has <dialog> without showModal/close; this stands in for the browser's, for the tests
 * that need it (installed per test file, never globally).
 */
export function polyfillDialog(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const original = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // As browsers do: focus moves to the first focusable element inside the dialog.
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    if (original.showModal) proto.showModal = original.showModal;
    else delete proto.showModal;
    if (original.close) proto.close = original.close;
    else delete proto.close;
  };
}

/** The dialog stand-in for every test of the calling file: installed before, removed after. */
export function withDialogPolyfill(): void {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = polyfillDialog();
  });
  afterAll(() => restore());
}

/**
 * jsdom has no layout, so neither scrollIntoView nor an element's scrollTo: stand-ins for every
 * test of the calling file. scrollTo moves scrollTop and fires 'scroll', as a browser would.
 */
export function withScrollStandIns(): void {
  beforeAll(() => {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
    Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
      if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
      this.dispatchEvent(new Event('scroll'));
    } as Element['scrollTo'];
  });
  afterAll(() => {
    const proto = Element.prototype as Partial<Element>;
    delete proto.scrollIntoView;
    delete proto.scrollTo;
  });
}

/**
 * jsdom has no layout: the table's scrolling body is given, for every test of the calling block,
 * the size a browser would compute (400 × 800 px), which is what TanStack Virtual reads.
 */
export function withTableLayout(): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ui-table__scroll') ? 400 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ui-table__scroll') ? 800 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());
}
