import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import {
  catalogDocumentsPath,
  KNOWLEDGE_BASE_SECTION,
  PIPELINE_SECTION,
  SECTION_NAMESPACES,
  sectionCrumbs,
  urlPathsPath,
} from '../../../src/presentation/knowledge-base/content-section';
import { TEST_RESOURCES } from '../i18n/test-resources';

const crumbsIn = (language: string, section = PIPELINE_SECTION) =>
  sectionCrumbs(section, createI18n(language, TEST_RESOURCES).getFixedT(language, SECTION_NAMESPACES));

describe('the section of the documents and URL pages (spec 2 §2.1)', () => {
  it.each([
    ['en', 'Home', 'Pipeline'],
    ['pt', 'Início', 'Pipeline'],
    ['es', 'Inicio', 'Pipeline'],
  ])(
    'spec 2 §2.1: in %s the pipeline breadcrumb starts %s > %s, the second linking to the pipeline list',
    (language, home, pipeline) => {
      expect(crumbsIn(language)).toEqual([
        { label: home, to: '/' },
        { label: pipeline, to: '/pipeline' },
      ]);
    },
  );

  it('spec 2 §2.5: the knowledge-base breadcrumb starts Home > Knowledge Base', () => {
    expect(crumbsIn('en', KNOWLEDGE_BASE_SECTION)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Knowledge Base', to: '/knowledge-base' },
    ]);
  });

  it("spec 2 §2.1: a section's links stay in it", () => {
    expect(catalogDocumentsPath('c 1', PIPELINE_SECTION)).toBe('/pipeline/c%201/documents');
    expect(urlPathsPath('c1', 'd1', PIPELINE_SECTION)).toBe('/pipeline/c1/documents/d1/url-paths');
    expect(catalogDocumentsPath('c1', KNOWLEDGE_BASE_SECTION)).toBe('/knowledge-base/c1/documents');
    expect(urlPathsPath('c1', 'd1', KNOWLEDGE_BASE_SECTION)).toBe(
      '/knowledge-base/c1/documents/d1/url-paths',
    );
  });
});
