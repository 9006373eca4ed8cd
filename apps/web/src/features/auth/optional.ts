// optional trims a form value and returns undefined for an empty one, so blank optional fields are not sent.
export function optional(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}
