// schemaValidate: a form checks its values with the server's own request schema (packages/shared), and each issue's
// message key ('v.required', 'v.email'…) becomes the catalogue's text in the interface language, so a form never
// re-implements a rule the server enforces. The web does not import zod itself (shared brings its own version): it
// only calls the schema's safeParse.
import { getI18n } from 'react-i18next';
import { pickLanguage, type Language } from '@ulak/shared/i18n';
import { isMessageKey, translate } from '@ulak/shared/messages';

/** What the web needs of a shared zod schema: safeParse and its issues (a path and a message key). */
export type SafeParser = {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** A form's errors keyed by its field paths ('email', 'testimonials.0.name'), as Mantine's useForm takes them. */
export type SchemaErrors = Record<string, string>;

export type SchemaValidateOptions<Values> = {
  /** The request body the form sends, when its fields differ from the body's; use the same function as the submit. */
  toBody?: (values: Values) => unknown;
  /**
   * Where a body field is not a form field of the same name: body path → form path. The issues at that path and
   * below it go to the form path ({ dueAt: 'at' }; { taxRates: 'taxRates' } puts 'taxRates.2' on the one text field).
   */
  paths?: Record<string, string>;
  /**
   * A field's own wording in place of the catalogue's, where the catalogue's is generic ('v.invalid' on a phone
   * number): form path → translated text. The rule stays the schema's.
   */
  messages?: Record<string, string>;
  /**
   * Checks only the screen makes (the server has no such rule: a confirmation field, a choice that is not in the
   * body): form path → a message key of the catalogue or a text the form translated, or nothing when it holds.
   * A field the schema already refused keeps the schema's message.
   */
  uiOnly?: (values: Values) => Record<string, string | null | undefined | false>;
};

// currentLanguage is the interface language (tr unless the interface is in English).
function currentLanguage(): Language {
  return pickLanguage(getI18n()?.language);
}

// messageText turns a message key into the catalogue's text; anything else is the generic "invalid value" text.
export function messageText(key: string, lang: Language = currentLanguage()): string {
  return translate(isMessageKey(key) ? key : 'v.invalid', lang);
}

// formPath is where an issue's body path shows in the form.
function formPath(path: readonly PropertyKey[], paths: Record<string, string>): string {
  const dotted = path.map(String).join('.');
  for (const [body, form] of Object.entries(paths)) if (dotted === body || dotted.startsWith(`${body}.`)) return form;
  return dotted;
}

// schemaValidate returns Mantine's `validate` function for a shared request schema: the first issue of each path,
// translated; then the form's UI-only checks on the paths still free.
export function schemaValidate<Values>(schema: SafeParser, options: SchemaValidateOptions<Values> = {}): (values: Values) => SchemaErrors {
  const { toBody, paths = {}, messages = {}, uiOnly } = options;
  return (values) => {
    const lang = currentLanguage();
    const errors: SchemaErrors = {};
    const result = schema.safeParse(toBody ? toBody(values) : values);
    if (!result.success)
      for (const issue of result.error.issues) {
        const path = formPath(issue.path, paths);
        errors[path] ??= messages[path] ?? messageText(issue.message, lang);
      }
    for (const [path, message] of Object.entries(uiOnly?.(values) ?? {}))
      if (message) errors[path] ??= isMessageKey(message) ? translate(message, lang) : message;
    return errors;
  };
}
