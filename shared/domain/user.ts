import { z } from './z';

/** The user object the sign-in provider and `/lm/user/info` return. */
export const userSchema = z.object({
  email: z.email(),
  role: z.string().optional(),
  name: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;
