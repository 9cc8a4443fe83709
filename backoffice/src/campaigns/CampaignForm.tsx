import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import {
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetOne,
  type SimpleFormProps,
} from 'react-admin';
import { campaignDraftSchema } from '@shared/domain/campaigns';
import type { Template } from '@shared/domain/templates';
import { frenchErrors } from '../content/zodFrench';
import { TOPIC_CHOICES } from '../subscribers/SubscriberFields';

const resolver = zodResolver(campaignDraftSchema, {
  error: frenchErrors,
}) as unknown as Resolver<FieldValues>;

/** Choosing a template copies its subject and HTML into the campaign, which stays editable. */
const TemplateCopier = () => {
  const templateId = useWatch({ name: 'templateId' }) as string | undefined;
  // The template the form opened with: its text may have been edited since, so it is never copied again.
  const [initial] = useState(templateId);
  const { setValue } = useFormContext();
  const { data: template } = useGetOne<Template & { id: string }>(
    'templates',
    { id: templateId ?? '' },
    { enabled: Boolean(templateId) && templateId !== initial },
  );
  useEffect(() => {
    if (!template || template.id !== templateId || templateId === initial) return;
    setValue('subject', template.subject, { shouldDirty: true, shouldValidate: true });
    setValue('html', template.content, { shouldDirty: true, shouldValidate: true });
  }, [template, templateId, initial, setValue]);
  return null;
};

/** Composer of a campaign: from a template or from scratch, for one of the five preference topics. */
export const CampaignForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm resolver={resolver} warnWhenUnsavedChanges noValidate {...props}>
    <TextInput source="name" fullWidth />
    <SelectInput source="topic" choices={TOPIC_CHOICES} translateChoice={false} />
    <ReferenceInput source="templateId" reference="templates">
      <SelectInput optionText="name" helperText="app.campaigns.template_help" />
    </ReferenceInput>
    <TemplateCopier />
    <TextInput source="subject" fullWidth />
    <TextInput source="html" multiline minRows={8} fullWidth helperText="app.campaigns.html_help" />
  </SimpleForm>
);
