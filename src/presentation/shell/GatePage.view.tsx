import { useTranslation } from 'react-i18next';
import './GatePage.css';

/**
 * Why the module did not start (issue 20): opened outside the portal (unframed, or framed by an
 * origin not in HOST_ORIGINS), its settings file did not arrive, or it arrived with bad values.
 */
export type GateProblem =
  | { readonly reason: 'outsidePortal' }
  | { readonly reason: 'unavailable' }
  | { readonly reason: 'misconfigured'; readonly keys: readonly string[] };

/** The one page shown instead of the module when it must not start: a title and what to do. */
export function GatePage({ problem }: { readonly problem: GateProblem }) {
  const { t } = useTranslation('gate');
  return (
    <main className="gate-page" aria-labelledby="gate-page-title">
      <h1 id="gate-page-title" className="gate-page__title">
        {t(`${problem.reason}.title`)}
      </h1>
      <p className="gate-page__body">{t(`${problem.reason}.body`)}</p>
      {problem.reason === 'misconfigured' ? <FaultyKeys keys={problem.keys} /> : null}
    </main>
  );
}

/** The keys the operator must fix; none means the file as a whole is not a settings object. */
function FaultyKeys({ keys }: { readonly keys: readonly string[] }) {
  const { t } = useTranslation('gate');
  if (keys.length === 0) return <p className="gate-page__body">{t('misconfigured.wholeFile')}</p>;
  return (
    <>
      <h2 id="gate-page-keys" className="gate-page__subtitle">
        {t('misconfigured.keys')}
      </h2>
      <ul className="gate-page__keys" aria-labelledby="gate-page-keys">
        {keys.map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
