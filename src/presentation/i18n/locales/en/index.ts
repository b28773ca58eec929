import { byNamespace } from '../../by-namespace';

// Every namespace of this language in one chunk: a start-up asks for its texts once (issue 12).
export default byNamespace(import.meta.glob('./*.json', { eager: true, import: 'default' }));
