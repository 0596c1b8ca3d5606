import { z } from 'zod/mini';

/** What the browser may know of the server's configuration: never a secret. */
export const PublicConfigSchema = z.object({
  providers: z.object({
    google: z.boolean(),
    facebook: z.boolean(),
  }),
  /** True while mail goes to the local outbox instead of SMTP. */
  outbox: z.boolean(),
  /** The movie database behind /api/catalog and where its images come from. */
  catalog: z.object({
    provider: z.enum(['tmdb', 'demo']),
    /** Image paths are joined to this with a size tier: `${imageBaseUrl}/w342/abc.jpg`. */
    imageBaseUrl: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** One message kept by the local outbox (GET /api/dev/outbox). */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
