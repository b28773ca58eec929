import { useTranslation } from 'react-i18next';
import { Button, ExternalLink } from '../ui';

const FEATURES = ['recording', 'transcription', 'history', 'monitoring', 'report'] as const;
const STEPS = ['hire', 'authorize', 'enableBots', 'agents'] as const;
const QUESTIONS = ['purpose', 'types', 'advantages', 'integration', 'features', 'pricing'] as const;

export interface CallsPromoProps {
  readonly hiring: boolean;
  readonly helpUrl: string;
  readonly onHire: () => void;
}

/** The promotional page shown until the terms are accepted (spec 1 §2 'Calls page'). */
export function CallsPromo({ hiring, helpUrl, onHire }: CallsPromoProps) {
  const { t } = useTranslation('calls');
  return (
    <div className="feature-page">
      <section className="feature-page__hero" aria-labelledby="calls-promo-title">
        <h1 id="calls-promo-title" className="feature-page__title">
          {t('promo.title')}
        </h1>
        <p className="feature-page__lead">{t('promo.price')}</p>
        <Button loading={hiring} onClick={onHire}>
          {t('promo.hire')}
        </Button>
      </section>
      <section aria-labelledby="calls-promo-features">
        <h2 id="calls-promo-features" className="feature-page__section-title">
          {t('promo.featuresTitle')}
        </h2>
        <ul className="calls-promo__features">
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`promo.features.${feature}`)}</li>
          ))}
        </ul>
        <ExternalLink href={helpUrl}>{t('promo.learnMore')}</ExternalLink>
      </section>
      <section className="calls-promo__statistic" aria-label={t('promo.statisticLabel')}>
        <strong>{t('promo.statistic')}</strong>
        <span>{t('promo.statisticText')}</span>
      </section>
      <section aria-labelledby="calls-promo-steps">
        <h2 id="calls-promo-steps" className="feature-page__section-title">
          {t('promo.stepsTitle')}
        </h2>
        <ol className="calls-promo__steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`promo.steps.${step}.title`)}</strong>
              <span>{t(`promo.steps.${step}.text`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="calls-promo-faq">
        <h2 id="calls-promo-faq" className="feature-page__section-title">
          {t('promo.faqTitle')}
        </h2>
        {QUESTIONS.map((question) => (
          <details key={question} className="calls-promo__question">
            <summary>{t(`promo.faq.${question}.question`)}</summary>
            <p>{t(`promo.faq.${question}.answer`)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
