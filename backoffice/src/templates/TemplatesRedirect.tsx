import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** The menu's /admin/templates entry opens the spec's address. */
const TemplatesRedirect = () => <Navigate to={`${useBasename()}/email-templates`} replace />;

export default TemplatesRedirect;
