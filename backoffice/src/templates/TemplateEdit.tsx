import LinearProgress from '@mui/material/LinearProgress';
import { EditBase, useParams, useRedirect, useTranslate } from 'react-admin';
import { useScreenBanner } from '../layout/Banner';
import { TemplateForm } from './TemplateForm';
import { TemplateScreen } from './TemplateScreen';

/** /admin/templates/:id: the list, and the template's form; saved on the server first, then back to the list. */
export const TemplateEdit = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { success, error } = useScreenBanner();
  const { id } = useParams();
  return (
    <TemplateScreen selectedId={id}>
      <EditBase
        key={id}
        mutationMode="pessimistic"
        loading={<LinearProgress aria-label={translate('ra.page.loading')} />}
        mutationOptions={{
          onSuccess: () => {
            success(translate('app.templates.banner.updated'));
            redirect('list', 'templates');
          },
          onError: () => error(translate('app.templates.banner.save_error')),
        }}
      >
        <TemplateForm mode="edit" />
      </EditBase>
    </TemplateScreen>
  );
};

export default TemplateEdit;
