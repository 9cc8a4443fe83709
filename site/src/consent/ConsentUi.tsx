import { ConsentDialog } from './ConsentDialog';
import { recordConsentProof } from './consentProof';
import { NO_OPTIONAL_COOKIES, readConsent, saveConsent, type ConsentChoice } from './consentStore';
import type { SettingsMethod } from './consentChoice';

export interface ConsentUiProps {
  /** How the dialog was opened: from the banner ("Personnaliser") or from the footer link. */
  settingsMethod: SettingsMethod;
  onClose: () => void;
}

/** The dialog (loaded on demand by ConsentManager); saving hides the banner too (bannerScript.ts). */
export default function ConsentUi({ settingsMethod, onClose }: ConsentUiProps) {
  const save = (choice: ConsentChoice) => {
    recordConsentProof(saveConsent(choice), settingsMethod).catch(() => {
      // The choice applies at once; a proof that could not be stored is not the visitor's problem.
    });
    onClose();
  };
  return (
    // Unchecked by default (no pre-ticked boxes): the saved choice when there is one.
    <ConsentDialog initial={readConsent() ?? NO_OPTIONAL_COOKIES} onSave={save} onClose={onClose} />
  );
}
