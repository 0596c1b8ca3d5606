import { z } from 'zod/mini';
import { Limits } from './limits.js';
import { Messages } from './messages.js';
import { StorableTextSchema } from './input.js';
import { sanitizeName, sanitizeText } from './sanitize.js';

/**
 * Email as the spec validates it: sanitised, lowercased, a valid address of at most 254
 * characters. Both rules are checked so every message can be listed at once.
 */
export const EmailSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => sanitizeText(value).toLowerCase()),
  ),
  z.string().check(
    z.refine((value) => z.email().safeParse(value).success, { message: Messages.emailInvalid }),
    z.maxLength(Limits.emailMaxLength, { message: Messages.emailTooLong }),
  ),
);

/**
 * Password rules, the same for sign-in and registration. The password is not
 * sanitised: trimming or dropping characters would silently change a secret (decision 003). NUL
 * and lone surrogates are refused instead: a lone surrogate hashes as U+FFFD, so two passwords
 * would open the same account.
 */
export const PasswordSchema = StorableTextSchema.check(
  z.minLength(Limits.passwordMinLength, { message: Messages.passwordTooShort }),
  z.maxLength(Limits.passwordMaxLength, { message: Messages.passwordTooLong }),
  z.regex(/[A-Z]/, { message: Messages.passwordNeedsUppercase }),
  z.regex(/[a-z]/, { message: Messages.passwordNeedsLowercase }),
  z.regex(/[0-9]/, { message: Messages.passwordNeedsNumber }),
);

export const CredentialsSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type Credentials = z.output<typeof CredentialsSchema>;

export type CredentialsCheck = { ok: true; credentials: Credentials } | { ok: false; messages: string[] };

/**
 * Validates sign-in or sign-up input and returns every message that applies, in the order the
 * spec lists the rules, so the form can show them together in one list.
 */
export function checkCredentials(input: { email?: unknown; password?: unknown }): CredentialsCheck {
  if (typeof input.email !== 'string' || typeof input.password !== 'string') {
    return { ok: false, messages: [Messages.credentialsMissing] };
  }
  if (input.email.trim() === '' && input.password === '') {
    return { ok: false, messages: [Messages.credentialsMissing] };
  }
  const parsed = CredentialsSchema.safeParse(input);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return { ok: false, messages };
}

/** A user's name, sanitised as sign-up sanitises it; a name of nothing but spaces and brackets is refused. */
export const UserNameSchema = z.pipe(
  z.pipe(z.string({ error: Messages.nameNotText }), z.transform(sanitizeName)),
  StorableTextSchema.check(z.minLength(1, { message: Messages.nameEmpty })),
);

/**
 * POST /api/auth/update-user (better-auth's): the two fields a user may change. Anything else is
 * refused, rather than handed to better-auth, which would store a number or an object as text.
 */
export const UpdateUserSchema = z.strictObject({
  name: z.optional(UserNameSchema),
  image: z.optional(z.nullable(StorableTextSchema.check(z.maxLength(Limits.imageUrlMaxLength)))),
});
export type UpdateUser = z.output<typeof UpdateUserSchema>;
