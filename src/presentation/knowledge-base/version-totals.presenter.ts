import { observableRef, runInAction } from 'mobx';
import { runBounded } from '../../application/shared/concurrency-limiter';
import type { Logger } from '../../application/shared/logger.port';
import type { Document } from '../../domain/knowledge-base/document.entity';
import { LatestLoad } from '../shared/async-load';
import { makeObservableState } from '../shared/observable-state';

/** At most this many version counts are asked at once (architecture.md §8 bounded fan-out). */
const COUNTS_AT_ONCE = 3;

/**
 * Spec 2 §2.5 'Restore: only when the document has more than 1 version', counted by the version
 * endpoint (§7): a service may embed only the current version in the document, so a listed
 * document embedding one (or none) is asked how many it has. A failed count leaves the embedded
 * list to decide; a count from an earlier page of the list is dropped.
 */
export class VersionTotals {
  private totals: ReadonlyMap<string, number> = new Map();
  private readonly latest = new LatestLoad();

  constructor(private readonly logger: Logger) {
    makeObservableState(this, { totals: observableRef });
  }

  /** The endpoint's count for the document; 0 while unknown. */
  of(documentId: string): number {
    return this.totals.get(documentId) ?? 0;
  }

  /** Counts the listed documents with `count` (it asks the endpoint of the page's catalog). */
  async refresh(
    documents: readonly Document[],
    count: (documentId: string) => Promise<number>,
  ): Promise<void> {
    const current = this.latest.begin();
    const asked = documents.filter((document) => document.versions.length <= 1).map(({ id }) => id);
    this.totals = new Map([...this.totals].filter(([id]) => asked.includes(id)));
    await runBounded(
      asked,
      COUNTS_AT_ONCE,
      count,
      (id, total) => {
        if (!current()) return;
        runInAction(() => {
          this.totals = new Map(this.totals).set(id, total);
        });
      },
      (id, error) =>
        this.logger.warn(`Versions of knowledge-base document ${id} could not be counted`, error),
    );
  }

  /** The page left: counts on their way are dropped. */
  drop(): void {
    this.latest.drop();
  }
}
