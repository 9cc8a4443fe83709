import { afterEach } from 'vitest';
import { resetAuthStatus } from '@shared/auth/authState';
import { resetSession } from '@shared/auth/session';
import { resetSignIn } from '@shared/auth/signIn';
import { resetPublishListeners } from '../../backoffice/src/publish/publishSite';
import { resetChatMessages } from '../../site/src/chat/chatMessages';
import { resetConsentCache } from '../../site/src/consent/consentStore';
import { resetPageview } from '../../site/src/consent/pageviews';

/**
 * What a module keeps for the life of a page: in the browser each page starts afresh, but the test files of a shared
 * worker share their modules (isolate: false), so each test starts from a new page here (docs/testing.md#isolation).
 * A new module that keeps state adds its reset to this list; moduleState.test.ts checks each one.
 */
export function resetModuleState(): void {
  resetSignIn();
  resetAuthStatus();
  resetSession();
  resetPageview();
  resetConsentCache();
  resetChatMessages();
  resetPublishListeners();
}

// After vitest.setup.ts has emptied the storage (listed after this file, its hook runs first): the session is read
// again from an empty storage.
afterEach(resetModuleState);
