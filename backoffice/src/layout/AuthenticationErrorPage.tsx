import { AuthenticationError } from 'react-admin';

/** react-admin's authentication-error screen, in a module of its own so it loads only with its route. */
export default AuthenticationError;
