import { Navigate } from 'react-router-dom';
import { useCreatePath } from 'react-admin';

/** The former address /admin/email-templates (and the bookmarks made of it) opens the templates list (docs/product.md#modèles-et-médias). */
const TemplatesRedirect = () => (
  <Navigate to={useCreatePath()({ resource: 'templates', type: 'list' })} replace />
);

export default TemplatesRedirect;
