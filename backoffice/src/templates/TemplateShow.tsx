import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { ShowBase, useDataProvider, useParams, useRecordContext, useTranslate } from 'react-admin';
import { useScreenBanner } from '../layout/Banner';
import type { AppDataProvider } from '../providers/dataProvider';
import { TemplatePreview } from './TemplatePreview';
import { TemplateScreen } from './TemplateScreen';
import type { TemplateRecord } from './templateTypes';

const PreviewPane = () => {
  const translate = useTranslate();
  const template = useRecordContext<TemplateRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { success, error } = useScreenBanner();
  const [sending, setSending] = useState(false);
  if (!template) return null;

  const sendTest = async () => {
    setSending(true);
    try {
      const { to } = await dataProvider.sendTemplateTest(template.id);
      success(translate('app.templates.banner.test_sent', { email: to }));
    } catch {
      error(translate('app.templates.banner.test_error'));
    } finally {
      setSending(false);
    }
  };
  return <TemplatePreview template={template} sending={sending} onSendTest={() => void sendTest()} />;
};

/** /admin/templates/:id/show: the list, and the template as a recipient sees it. */
export const TemplateShow = () => {
  const translate = useTranslate();
  const { id } = useParams();
  return (
    <TemplateScreen selectedId={id}>
      <ShowBase loading={<LinearProgress aria-label={translate('ra.page.loading')} />}>
        <PreviewPane />
      </ShowBase>
    </TemplateScreen>
  );
};

export default TemplateShow;
