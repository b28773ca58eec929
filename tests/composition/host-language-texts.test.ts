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

  it("issue 20 §4: the host failing to say its language → the logged user's culture, not the browser's", async () => {
    const container = containerSpeaking('es');
    const host = container.get<HostGateway>(HostGateway);
    vi.spyOn(host, 'getCurrentLanguage').mockRejectedValue(new Error('no answer'));
    const i18n = await bindHostLanguageTexts(container, 'en-US');
    await i18nReady(i18n);
    // The fake portal's user has the culture of its language ('es' → 'es-ES').
    expect(i18n.language).toBe('es');
  });

  it("issue 20 §4: no language and no usable culture → 'pt'", async () => {
    const container = containerSpeaking('en');
    const host = container.get<HostGateway>(HostGateway);
    vi.spyOn(host, 'getCurrentLanguage').mockRejectedValue(new Error('no answer'));
    const user = await host.getCurrentUser();
    vi.spyOn(host, 'getCurrentUser').mockResolvedValue({ ...user, culture: '' });
    const i18n = await bindHostLanguageTexts(container, 'en-US');
    await i18nReady(i18n);
    expect(i18n.language).toBe('pt');
  });

  it(`falls back to the browser's language after ${HOST_LANGUAGE_WAIT_MS} ms when not even the user is answered`, async () => {
    vi.useFakeTimers();
    const container = containerSpeaking('pt');
    const host = container.get<HostGateway>(HostGateway);
    vi.spyOn(host, 'getCurrentLanguage').mockReturnValue(new Promise<string>(() => undefined));
    vi.spyOn(host, 'getCurrentUser').mockReturnValue(new Promise(() => undefined));
    const bound = bindHostLanguageTexts(container, 'es-MX');
    await vi.advanceTimersByTimeAsync(HOST_LANGUAGE_WAIT_MS);
    // Fake timers hold i18next's own loading; the language it was created for is what counts.
    expect((await bound).options.lng).toBe('es');
  });
});
