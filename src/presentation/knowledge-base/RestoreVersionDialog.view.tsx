import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { lastUpdateParts } from '../../domain/knowledge-base/last-update.rule';
import { truncateVersionName } from '../../domain/knowledge-base/version-name.rule';
import type { Language } from '../../domain/shared/language.rule';
import { ContentDialogFrame } from './ContentDialogFrame.view';
import type { ContentModal } from './content-modal.presenter';

/** Spec 2 §2.10: the document's versions with a radio each; Save only for another version. */
export const RestoreVersionDialog = observer(function RestoreVersionDialog({
  modal,
  language,
}: {
  readonly modal: ContentModal;
  readonly language: Language;
}) {
  const { t } = useTranslation('knowledgeBase');
  const document = modal.document;
  const choices = modal.restoreChoices;
  return (
    <ContentDialogFrame
      modal={modal}
      open={modal.kind === 'restore'}
      title={t('documents.restoreDialog.title')}
      subtitle={t('documents.restoreDialog.subtitle')}
    >
      {/* Issue 37 §8: what failed is the versions' read, not a restore (§8's restore failure is
          for a restore the service refused), so it says so; the embedded versions show. */}
      {choices.status === 'failed' ? (
        <p className="kb-create__error" role="alert">
          {t('documents.restoreDialog.versionsFailed')}
        </p>
      ) : null}
      {/* A radio group inside a table: each row is one choice, named by its version. */}
      <table className="kb-versions">
        <caption className="ui-visually-hidden">
          {t('documents.restoreDialog.caption', { name: document?.name ?? '' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.restoreDialog.document')}</th>
            <th scope="col">{t('documents.restoreDialog.lastUpdated')}</th>
          </tr>
        </thead>
        <tbody aria-busy={choices.status === 'loading'}>
          {choices.status === 'loading' ? (
            <tr>
              <td colSpan={2}>{t('documents.restoreDialog.loading')}</td>
            </tr>
          ) : null}
          {choices.versions.map((version) => (
            <VersionRow key={version.version_id} modal={modal} version={version} language={language} />
          ))}
        </tbody>
      </table>
    </ContentDialogFrame>
  );
});

const VersionRow = observer(function VersionRow({
  modal,
  version,
  language,
}: {
  readonly modal: ContentModal;
  readonly version: DocumentVersion;
  readonly language: Language;
}) {
  const { t } = useTranslation('knowledgeBase');
  const inputId = useId();
  const parts = lastUpdateParts(version.updated_at, language);
  return (
    <tr>
      <td>
        <input
          id={inputId}
          type="radio"
          name="restore-version"
          value={version.version_id}
          checked={modal.selectedVersionId === version.version_id}
          disabled={modal.saving}
          onChange={() => modal.versionSelected(version.version_id)}
        />{' '}
        <label htmlFor={inputId} title={version.name}>
          {truncateVersionName(version.name)}
        </label>
      </td>
      <td>{parts ? t('list.lastUpdate', { ...parts }) : null}</td>
    </tr>
  );
});
