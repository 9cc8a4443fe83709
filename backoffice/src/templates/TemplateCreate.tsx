import { CreateBase, useRedirect, useTranslate } from 'react-admin';
import { useScreenBanner } from '../layout/Banner';
import { TemplateForm } from './TemplateForm';
import { TemplateScreen } from './TemplateScreen';

/** /admin/templates/create: the list, and the form of a new template; saved, back to the list. */
export const TemplateCreate = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { success, error } = useScreenBanner();
  return (
    <TemplateScreen>
      <CreateBase
        mutationOptions={{
          onSuccess: () => {
            success(translate('app.templates.banner.created'));
            redirect('list', 'templates');
          },
          onError: () => error(translate('app.templates.banner.save_error')),
        }}
      >
        <TemplateForm mode="create" />
      </CreateBase>
    </TemplateScreen>
  );
};

export default TemplateCreate;
