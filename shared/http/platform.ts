import { session } from '@shared/auth/session';
import { createPlatformClient } from './client';

/** The app-wide platform client: signed, guarded, and carrying the stored session's token. */
export const platform = createPlatformClient({ getToken: () => session.getToken() });
