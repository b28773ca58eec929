import { describe, expect, it } from 'vitest';
import { createI18n, i18nReady, SUPPORTED_LANGUAGES } from '../../../src/presentation/i18n/i18n';
import { TEST_RESOURCES } from './test-resources';
import { normalizeLanguage } from '../../../src/presentation/i18n/language';

describe('createI18n (spec 1 §1 languages)', () => {
  it('spec 1 §1: supports pt, en and es', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['pt', 'en', 'es']);
  });

  it('spec 1 §1: the language value is lower-cased and defaults to pt', () => {
    expect(normalizeLanguage('EN')).toBe('en');
    expect(normalizeLanguage('Es')).toBe('es');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('es_mx')).toBe('es');
    expect(normalizeLanguage('fr')).toBe('pt');
    expect(normalizeLanguage('')).toBe('pt');
    expect(normalizeLanguage(undefined)).toBe('pt');
  });

  it('is ready synchronously with every bundled namespace', () => {
    const i18n = createI18n('en', TEST_RESOURCES);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('noData', { ns: 'ui' })).toBe('No data');
    expect(i18n.hasResourceBundle('pt', 'ui')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'ui')).toBe(true);
  });

  it('spec 1 §2: the table texts in the three languages', () => {
    const en = createI18n('en', TEST_RESOURCES);
    const pt = createI18n('pt', TEST_RESOURCES);
    const es = createI18n('es', TEST_RESOURCES);
    expect([en.t('ui:yes'), en.t('ui:no')]).toEqual(['Yes', 'No']);
    expect([pt.t('ui:yes'), pt.t('ui:no')]).toEqual(['Sim', 'Não']);
    expect([es.t('ui:yes'), es.t('ui:no')]).toEqual(['Sí', 'No']);
    expect(en.t('ui:selectedCount', { count: 3 })).toBe('3 selected');
    expect(en.t('ui:selectedCount', { count: 1 })).toBe('1 selected');
    expect(pt.t('ui:selectedCount', { count: 2 })).toBe('2 selecionado(s)');
    expect(en.t('ui:selectedCount', { count: 10000 })).toBe('10,000 selected');
    expect(pt.t('ui:selectedCount', { count: 10000 })).toBe('10.000 selecionado(s)');
    expect(es.t('ui:noData')).toBe('Sin datos');
  });

  it('an unknown language falls back to Portuguese', () => {
    const i18n = createI18n('de', TEST_RESOURCES);
    expect(i18n.language).toBe('pt');
    expect(i18n.t('ui:noData')).toBe('Sem dados');
  });

  it('instances are independent', () => {
    const a = createI18n('en', TEST_RESOURCES);
    const b = createI18n('es', TEST_RESOURCES);
    expect(a.t('ui:close')).toBe('Close');
    expect(b.t('ui:close')).toBe('Cerrar');
  });

  it('interpolated user data is not HTML-escaped twice (React escapes it)', () => {
    expect(createI18n('en', TEST_RESOURCES).t('ui:selectRow', { name: 'Tom & Jerry' })).toBe(
      'Select Tom & Jerry',
    );
  });

  it('without resources it downloads only the active language, then the next on change', async () => {
    const i18n = createI18n('es');
    await i18nReady(i18n);
    expect(i18n.t('ui:noData')).toBe('Sin datos');
    expect(i18n.hasResourceBundle('es', 'ui')).toBe(true);
    expect(i18n.hasResourceBundle('pt', 'ui')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'ui')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('ui:noData')).toBe('No data');
    expect(i18n.hasResourceBundle('pt', 'ui')).toBe(false);
  });
});
