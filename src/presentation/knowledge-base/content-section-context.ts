import { createContext, useContext } from 'react';
import { KNOWLEDGE_BASE_SECTION, type ContentSection } from './content-section';

/** The section of the documents and URL pages below it; without a provider, the knowledge base. */
export const ContentSectionContext = createContext<ContentSection>(KNOWLEDGE_BASE_SECTION);

export function useContentSection(): ContentSection {
  return useContext(ContentSectionContext);
}
