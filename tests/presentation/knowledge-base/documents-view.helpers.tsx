import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MediaUploader } from '../../../src/application/tenant/media-upload.port';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';

/** The documents page over the memory fake host, as the dialog and role tests drive it. */

/**
 * '/knowledge-base/{id}/documents' of a seeded catalog over the memory fake host, as `role`,
 * once its content table shows.
 */
export async function openProductFaq(
  name = 'Product FAQ',
  role: FakeHostOptions['role'] = 'admin',
  upload?: MediaUploader['upload'],
) {
  const view = await openCatalog(name, role, upload);
  const table = await screen.findByRole('table', { name: 'Catalog content' });
  return { ...view, table };
}

/** As `openProductFaq`, without waiting for a table (an empty catalog shows none). */
export async function openCatalog(
  name: string,
  role: FakeHostOptions['role'],
  upload?: MediaUploader['upload'],
) {
  const view = renderModule({ path: '/knowledge-base', pages: PAGE_ROUTES, fakeHost: { role } });
  // jsdom's File cannot be streamed by fetch: the storage POST is stood in for (as in
  // ContractCard.view.test.tsx); the fake media service still answers the upload URL.
  const uploads: { url: string; file: Blob }[] = [];
  view.container.rebind<MediaUploader>(MediaUploader).toConstantValue({
    upload: (url, file, control) => {
      uploads.push({ url, file });
      // Issue 24 §3: a test may hold the upload open to see its progress and cancel it.
      if (upload !== undefined) return upload(url, file, control);
      return Promise.resolve(`https://media.example.com/knowledge/${uploads.length}`);
    },
  });
  await screen.findByRole('table', { name: 'Knowledge catalogs' });
  const host = view.container.get<FakeHost>(FakeHostToken);
  const catalog = host.state.catalogs.find((candidate) => candidate.name === name);
  if (catalog === undefined) throw new Error(`no seeded ${name}`);
  await view.router.navigate(`/knowledge-base/${catalog.id}/documents`);
  return { ...view, host, catalog, uploads };
}

/** The backend record of a document of the catalog, by name. */
export function backendDocument(host: FakeHost, catalogId: string, name: string) {
  const found = host.state.documents.find(
    (document) => document.catalogId === catalogId && document.name === name,
  );
  if (found === undefined) throw new Error(`no document ${name} in the backend`);
  return found;
}

export function catalogDocumentCount(host: FakeHost, catalogId: string): number {
  return host.state.documents.filter((document) => document.catalogId === catalogId).length;
}

export type User = ReturnType<typeof userEvent.setup>;

/** Spec 2 §2.5: the search sends the exact name; the table then holds that row only. */
export async function searchExactName(user: User, name: string) {
  await user.click(screen.getByRole('searchbox', { name: 'Search' }));
  await user.paste(name);
  await waitFor(() => {
    const table = screen.getByRole('table', { name: 'Catalog content' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText(name)).toBeInTheDocument();
  });
}

export async function chooseRowAction(user: User, documentName: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${documentName}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

interface Toasts {
  readonly toasts: readonly { readonly type: string; readonly title?: string; readonly message: string }[];
}

export function toastTitles(ui: Toasts): (string | undefined)[] {
  return ui.toasts.map((toast) => toast.title);
}

/** A one-text toast ('Catalog updated') is sent as the message (knowledge-base-toasts.ts). */
export function toastMessages(ui: Toasts): string[] {
  return ui.toasts.map((toast) => toast.message);
}

/** The Restore modal once the version endpoint's versions are listed (spec 2 §2.10, §7). */
export async function restoreDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Restore knowledge base file' });
  await within(dialog).findAllByRole('radio');
  return dialog;
}
