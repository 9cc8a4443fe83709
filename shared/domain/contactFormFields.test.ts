import { describe, expect, expectTypeOf, it } from 'vitest';
import { contactFormSchema, type ContactFormInput } from './contactForm';
import { EMPTY_CONTACT_FORM, POSTAL_CODE_LENGTH, PROJECT_TYPES } from './contactFormFields';

// The fields live apart from the schema so that the form renders before zod loads; these keep the two in step.
describe('the quote form’s fields without zod', () => {
  it('start empty with exactly the schema’s fields and input types', () => {
    expectTypeOf(EMPTY_CONTACT_FORM).toEqualTypeOf<ContactFormInput>();
    expect(Object.keys(EMPTY_CONTACT_FORM).sort()).toEqual(Object.keys(contactFormSchema.shape).sort());
    expect(Object.values(EMPTY_CONTACT_FORM).every((value) => value === '')).toBe(true);
  });

  it('offer the project types and postal code length the schema accepts', () => {
    for (const subject of PROJECT_TYPES) {
      expect(contactFormSchema.shape.subject.safeParse(subject).success).toBe(true);
    }
    expect(contactFormSchema.shape.postalCode.safeParse('7'.repeat(POSTAL_CODE_LENGTH)).success).toBe(true);
    expect(contactFormSchema.shape.postalCode.safeParse('7'.repeat(POSTAL_CODE_LENGTH + 1)).success).toBe(
      false,
    );
  });
});
