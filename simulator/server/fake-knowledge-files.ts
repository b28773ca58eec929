import type { ServerResponse } from 'node:http';

/** The seeded knowledge-base files' path: '/fake-storage/knowledge-base/{url-encoded name}'. */
export const KNOWLEDGE_FILE = /^\/fake-storage\/knowledge-base\/([^/]+)$/;

/**
 * The seeded documents of the fake knowledge base point here (their uploads go to the media
 * storage instead). Any name is served as a small text file standing in for the real one, so
 * 'Download' opens something in the simulator; the name is only echoed as text.
 */
export function serveKnowledgeFile(encodedName: string, res: ServerResponse): void {
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    res.statusCode = 400;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(`Sample content of "${name}", served by the simulator's fake storage.\n`);
}
