/** Home's lists of titles, as ?category= names them. Without zod: Home reads its address with it. */
export const HomeCategories = ['popular', 'top_rated', 'tv'] as const;
export type HomeCategory = (typeof HomeCategories)[number];

/** Whether `value` names one of Home's lists. */
export function isHomeCategory(value: unknown): value is HomeCategory {
  return (HomeCategories as readonly unknown[]).includes(value);
}
