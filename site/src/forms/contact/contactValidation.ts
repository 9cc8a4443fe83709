import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@shared/domain/contactForm';

/** The quote form's validation, a chunk of its own (ContactForm loads it on the first check). */
export const contactResolver = zodResolver(contactFormSchema);
