import { z } from './z';
import { singleLine, type Stored } from './document';

export const TEMPLATE_TYPES = ['newsletter', 'promotion', 'welcome', 'notification'] as const;

export const templateSchema = z.strictObject({
  name: singleLine().min(1),
  subject: singleLine(300).min(1),
  content: z.string().min(1).max(500_000),
  type: z.enum(TEMPLATE_TYPES),
});
export type Template = z.infer<typeof templateSchema>;
export type StoredTemplate = Stored<Template>;
export type TemplateType = Template['type'];
