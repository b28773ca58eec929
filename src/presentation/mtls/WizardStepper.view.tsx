import type { TextKey } from '../i18n/texts';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from '../../domain/mtls/certificate-wizard.rule';

const STEP_KEYS: Readonly<Record<WizardStep, TextKey<'mtls'>>> = {
  0: 'wizard.steps.upload',
  1: 'wizard.steps.info',
  2: 'wizard.steps.confirmation',
  3: 'wizard.steps.finish',
};

/** Spec 1 §4: upload → info → confirmation → finish; the current one is marked for assistive tech. */
export function WizardStepper({ current }: { readonly current: WizardStep }) {
  const { t } = useTranslation('mtls');
  return (
    <ol className="mtls-stepper" aria-label={t('wizard.steps.label')}>
      {WIZARD_STEPS.map((step) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`mtls-stepper__step mtls-stepper__step--${state}`}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="mtls-stepper__number" aria-hidden="true">
              {step + 1}
            </span>
            <span className="mtls-stepper__label">{t(STEP_KEYS[step])}</span>
          </li>
        );
      })}
    </ol>
  );
}
