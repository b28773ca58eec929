import { useTranslation } from 'react-i18next';
import { Button, Icon, type IconName } from '../ui';

const FEATURES: readonly { readonly id: string; readonly icon: IconName }[] = [
  { id: 'suggestion', icon: 'edit' },
  { id: 'transcription', icon: 'conversation' },
  { id: 'summary', icon: 'copilot' },
];

/** The offer page (spec 1 §2): what Copilot does, the TMA claim and 'I want to know Copilot!'. */
export function CopilotOffer({ onInterest }: { readonly onInterest: () => void }) {
  const { t } = useTranslation('copilot');
  return (
    <div className="feature-page">
      <section className="feature-page__hero" aria-labelledby="copilot-offer-title">
        <h1 id="copilot-offer-title" className="feature-page__title">
          {t('offer.title')}
        </h1>
        <p className="feature-page__lead">{t('offer.description')}</p>
        <p className="copilot-offer__claim">{t('offer.claim')}</p>
        <Button onClick={onInterest}>{t('offer.cta')}</Button>
      </section>
      <section aria-labelledby="copilot-offer-features">
        <h2 id="copilot-offer-features" className="feature-page__section-title">
          {t('offer.featuresTitle')}
        </h2>
        <ul className="copilot-offer__features">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="copilot-offer__feature">
              <Icon name={feature.icon} size={24} />
              <h3>{t(`offer.features.${feature.id}.title`)}</h3>
              <p>{t(`offer.features.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
