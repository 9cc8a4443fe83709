import { ConsentBanner } from './ConsentBanner';
import { ConsentDialog } from './ConsentDialog';
import { NO_OPTIONAL_COOKIES, readConsent, saveConsent, type ConsentChoice } from './consentStore';

export interface ConsentUiProps {
  bannerOpen: boolean;
  settingsOpen: boolean;
  onOpenSettings: () => void;
  onCloseSettings: () => void;
  onSaved: () => void;
}

/** The banner and the dialog (loaded on demand by ConsentManager). */
export default function ConsentUi({
  bannerOpen,
  settingsOpen,
  onOpenSettings,
  onCloseSettings,
  onSaved,
}: ConsentUiProps) {
  const save = (choice: ConsentChoice) => {
    saveConsent(choice);
    onSaved();
  };
  return (
    <>
      {bannerOpen && <ConsentBanner onCustomize={onOpenSettings} onChoose={save} />}
      {settingsOpen && (
        // Unchecked by default (no pre-ticked boxes): the saved choice when there is one.
        <ConsentDialog
          initial={readConsent() ?? NO_OPTIONAL_COOKIES}
          onSave={save}
          onClose={onCloseSettings}
        />
      )}
    </>
  );
}
