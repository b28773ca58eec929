import { useTranslation } from 'react-i18next';
import { Button, Dialog, ExternalLink } from '../ui';

export interface CopilotConsentDialogProps {
  readonly open: boolean;
  readonly helpUrl: string;
  readonly onCancel: () => void;
  readonly onContinue: () => void;
}

/** The cost consent (spec 1 §2): possible extra charges, 'Learn more.', Cancel / Continue. */
export function CopilotConsentDialog({ open, helpUrl, onCancel, onContinue }: CopilotConsentDialogProps) {
  const { t } = useTranslation('copilot');
  return (
    <Dialog
      open={open}
      title={t('consent.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('consent.cancel')}
          </Button>
          <Button onClick={onContinue}>{t('consent.continue')}</Button>
        </>
      }
    >
      <p>
        {t('consent.body')} <ExternalLink href={helpUrl}>{t('consent.learnMore')}</ExternalLink>
      </p>
    </Dialog>
  );
}
