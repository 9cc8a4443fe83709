import { Navigate } from 'react-router-dom';
import { useCreatePath } from 'react-admin';

/** The spec's /admin/email-templates (and the bookmarks made of it) open the templates list. */
const TemplatesRedirect = () => (
  <Navigate to={useCreatePath()({ resource: 'templates', type: 'list' })} replace />
);

export default TemplatesRedirect;
