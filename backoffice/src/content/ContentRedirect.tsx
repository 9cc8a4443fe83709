import { Navigate } from 'react-router-dom';
import { useCreatePath, useLocation, useParams } from 'react-admin';
import { SECTIONS } from './sections';

/**
 * `/content` opens the first section; an address of the former kind (`/content?section=services`) and an unknown
 * section open the section they name, or the first.
 */
export const ContentRedirect = () => {
  const createPath = useCreatePath();
  const { search } = useLocation();
  const { id } = useParams();
  const named = new URLSearchParams(search).get('section') ?? id;
  const section = SECTIONS.find((s) => s.section === named)?.section ?? SECTIONS[0]?.section;
  return <Navigate to={createPath({ resource: 'content', type: 'edit', id: section })} replace />;
};

export default ContentRedirect;
