import { useTranslation } from 'react-i18next';
import { FeatureHero, FeatureSection } from '../shared/FeatureSections.view';
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
      <FeatureHero id="calls-promo-title" title={t('promo.title')} lead={t('promo.price')}>
        <Button loading={hiring} onClick={onHire}>
          {t('promo.hire')}
        </Button>
      </FeatureHero>
      <FeatureSection id="calls-promo-features" title={t('promo.featuresTitle')}>
        <ul className="calls-promo__features">
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`promo.features.${feature}`)}</li>
          ))}
        </ul>
        <ExternalLink href={helpUrl}>{t('promo.learnMore')}</ExternalLink>
      </FeatureSection>
      <section className="calls-promo__statistic" aria-label={t('promo.statisticLabel')}>
        <strong>{t('promo.statistic')}</strong>
        <span>{t('promo.statisticText')}</span>
      </section>
      <FeatureSection id="calls-promo-steps" title={t('promo.stepsTitle')}>
        <ol className="calls-promo__steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`promo.steps.${step}.title`)}</strong>
              <span>{t(`promo.steps.${step}.text`)}</span>
            </li>
          ))}
        </ol>
      </FeatureSection>
      <FeatureSection id="calls-promo-faq" title={t('promo.faqTitle')}>
        {QUESTIONS.map((question) => (
          <details key={question} className="calls-promo__question">
            <summary>{t(`promo.faq.${question}.question`)}</summary>
            <p>{t(`promo.faq.${question}.answer`)}</p>
          </details>
        ))}
      </FeatureSection>
    </div>
  );
}
