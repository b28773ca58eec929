import { useTranslation } from 'react-i18next';
import { FeatureHero, FeatureSection } from '../shared/FeatureSections.view';
import { Button, Icon, type IconName } from '../ui';
import type { Texts } from '../i18n/texts';

/** The offer's features: each has its texts under offer.features.<id> (issue 36 §4). */
type OfferFeature = keyof Texts['copilot']['offer']['features'];

const FEATURES: readonly { readonly id: OfferFeature; readonly icon: IconName }[] = [
  { id: 'suggestion', icon: 'edit' },
  { id: 'transcription', icon: 'conversation' },
  { id: 'summary', icon: 'copilot' },
];

/** The offer page (spec 1 §2): what Copilot does, the TMA claim and 'I want to know Copilot!'. */
export function CopilotOffer({ onInterest }: { readonly onInterest: () => void }) {
  const { t } = useTranslation('copilot');
  return (
    <div className="feature-page">
      <FeatureHero id="copilot-offer-title" title={t('offer.title')} lead={t('offer.description')}>
        <p className="copilot-offer__claim">{t('offer.claim')}</p>
        <Button onClick={onInterest}>{t('offer.cta')}</Button>
      </FeatureHero>
      <FeatureSection id="copilot-offer-features" title={t('offer.featuresTitle')}>
        <ul className="ui-tile-grid ui-bare-list">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="copilot-offer__feature ui-tile">
              <Icon name={feature.icon} size={24} />
              <h3>{t(`offer.features.${feature.id}.title`)}</h3>
              <p>{t(`offer.features.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </FeatureSection>
    </div>
  );
}
