import type { ConsentMethod } from '@shared/domain/consents';
import { ConsentBanner } from './ConsentBanner';
import { ConsentDialog } from './ConsentDialog';
import { recordConsentProof } from './consentProof';
import { NO_OPTIONAL_COOKIES, readConsent, saveConsent, type ConsentChoice } from './consentStore';

export interface ConsentUiProps {
  bannerOpen: boolean;
  settingsOpen: boolean;
  /** How the dialog was opened: from the banner ("Personnaliser") or from the footer link. */
  settingsMethod: Extract<ConsentMethod, 'dialog' | 'footer'>;
  onOpenSettings: () => void;
  onCloseSettings: () => void;
  onSaved: () => void;
}

/** The banner and the dialog (loaded on demand by ConsentManager). */
export default function ConsentUi({
  bannerOpen,
  settingsOpen,
  settingsMethod,
  onOpenSettings,
  onCloseSettings,
  onSaved,
}: ConsentUiProps) {
  const save = (choice: ConsentChoice, method: ConsentMethod) => {
    recordConsentProof(saveConsent(choice), method).catch(() => {
      // The choice applies at once; a proof that could not be stored is not the visitor's problem.
    });
    onSaved();
  };
  return (
    <>
      {bannerOpen && (
        <ConsentBanner onCustomize={onOpenSettings} onChoose={(choice) => save(choice, 'banner')} />
      )}
      {settingsOpen && (
        // Unchecked by default (no pre-ticked boxes): the saved choice when there is one.
        <ConsentDialog
          initial={readConsent() ?? NO_OPTIONAL_COOKIES}
          onSave={(choice) => save(choice, settingsMethod)}
          onClose={onCloseSettings}
        />
      )}
    </>
  );
}
