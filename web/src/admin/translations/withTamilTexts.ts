/**
 * An entity's translations as its form holds them: every Tamil text of `fields` present ('' when
 * there is none yet), so the form knows what it started from (unsaved changes are then exact).
 */
export function withTamilTexts<F extends string>(translations: { ta?: Partial<Record<F, unknown>> } | null | undefined, fields: readonly F[]): { ta: Record<F, string> } {
  const tamil: Partial<Record<F, unknown>> = translations?.ta ?? {};
  return { ta: Object.fromEntries(fields.map((field) => [field, typeof tamil[field] === 'string' ? tamil[field] : ''])) as Record<F, string> };
}
