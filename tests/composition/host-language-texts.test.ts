import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostGateway } from '../../src/application/shared/host.port';
import { createContainer } from '../../simulator/composition/container';
import { bindHostLanguageTexts, HOST_LANGUAGE_WAIT_MS } from '../../src/composition/host-language-texts';
import { i18nReady } from '../../src/presentation/i18n/i18n';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../simulator/fake-host/fake-host.options';
import { I18nInstance } from '../../src/presentation/shared/i18n-instance';
import { testSettings } from './test-settings';

function containerSpeaking(language: 'pt' | 'en' | 'es') {
  return createContainer('memory', testSettings, {
    fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: language },
    initialLanguage: 'en-US',
  });
}

describe('bindHostLanguageTexts (issue 12: only the active language in the first load)', () => {
  afterEach(() => vi.useRealTimers());

  it("creates the texts in the host's language, not the browser's, and binds them", async () => {
    const container = containerSpeaking('es');
    const i18n = await bindHostLanguageTexts(container, 'en-US');
    await i18nReady(i18n);
    expect(i18n.language).toBe('es');
    expect(container.get(I18nInstance)).toBe(i18n);
  });

  it("falls back to the browser's language when the host fails to say", async () => {
    const container = containerSpeaking('pt');
    const host = container.get<HostGateway>(HostGateway);
    vi.spyOn(host, 'getCurrentLanguage').mockRejectedValue(new Error('no answer'));
    const i18n = await bindHostLanguageTexts(container, 'en-US');
    await i18nReady(i18n);
    expect(i18n.language).toBe('en');
  });

  it(`falls back after ${HOST_LANGUAGE_WAIT_MS} ms when the host is silent`, async () => {
    vi.useFakeTimers();
    const container = containerSpeaking('pt');
    const host = container.get<HostGateway>(HostGateway);
    vi.spyOn(host, 'getCurrentLanguage').mockReturnValue(new Promise<string>(() => undefined));
    const bound = bindHostLanguageTexts(container, 'es-MX');
    await vi.advanceTimersByTimeAsync(HOST_LANGUAGE_WAIT_MS);
    // Fake timers hold i18next's own loading; the language it was created for is what counts.
    expect((await bound).options.lng).toBe('es');
  });
});
