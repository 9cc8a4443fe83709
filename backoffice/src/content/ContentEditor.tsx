import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LinkBase, Title, useBasename, useCreatePath, useParams, useTranslate } from 'react-admin';
import type { ContentSection } from '@shared/domain/content';
import { ContentRedirect } from './ContentRedirect';
import { SECTIONS } from './sections';
import { SectionForm } from './SectionForm';

/**
 * The site's editable texts, one section at a time (docs/product.md#éditeur-de-contenu): the content resource's
 * edit route, `/content/:section`. The section is the address, so a reload or a shared link opens the same one,
 * and choosing another is a navigation the form's unsaved-changes warning covers.
 */
export const ContentEditor = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const { id } = useParams();
  const section: ContentSection | undefined = SECTIONS.find((s) => s.section === id)?.section;
  if (!section) return <ContentRedirect />;

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.content.title')} />
      {/* On a card: the theme's blue on the page's grey falls just short of a 4.5:1 contrast. */}
      <Card sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}>
        <Button component={LinkBase} to={basename || '/'} startIcon={<ArrowBack />}>
          {translate('app.content.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {translate('app.content.title')}
        </Typography>
        <Button href="/" target="_blank" rel="noopener" variant="outlined" startIcon={<OpenInNew />}>
          {translate('app.content.preview')}
        </Button>
      </Card>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}
      >
        <Card sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}>
          <Tabs
            orientation="vertical"
            value={section}
            aria-label={translate('app.content.sections_menu')}
            sx={{ '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left' } }}
          >
            {SECTIONS.map(({ section: value }) => (
              <Tab
                key={value}
                value={value}
                label={translate(`app.content.sections.${value}`)}
                component={LinkBase}
                to={createPath({ resource: 'content', type: 'edit', id: value })}
              />
            ))}
          </Tabs>
        </Card>
        <Card sx={{ flexGrow: 1, width: '100%' }}>
          <CardContent>
            <SectionForm key={section} section={section} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};

export default ContentEditor;
