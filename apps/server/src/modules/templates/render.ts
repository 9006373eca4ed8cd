// Email rendering: MJML → responsive HTML, HTML → plain text, and Liquid personalisation compiled once per campaign.
import { convert } from 'html-to-text';
import { Liquid, type Template } from 'liquidjs';

const liquid = new Liquid({ strictFilters: false, strictVariables: false, ownPropertyOnly: true, jsTruthy: true });

// compileMjml turns MJML into HTML; throws with the validator's first message on invalid markup. MJML (~35 MB once
// loaded) comes in with the first template saved, not at start: a sending worker never needs it.
export async function compileMjml(source: string): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  if (!result.html) throw new Error(result.errors?.[0]?.formattedMessage ?? 'invalid MJML');
  return result.html;
}

// htmlToText derives the plain-text part from HTML (links kept as "text [url]").
export function htmlToText(html: string): string {
  return convert(html, { wordwrap: 100, selectors: [{ selector: 'img', format: 'skip' }, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] }).trim();
}

export type Personalizer = (vars: Record<string, unknown>) => string;

// compileLiquid parses a template once; the returned function renders it for one recipient. Invalid Liquid throws at compile time.
export function compileLiquid(source: string): Personalizer {
  const parsed: Template[] = liquid.parse(source);
  return (vars) => liquid.renderSync(parsed, vars) as string;
}

// validateLiquid returns the parse error message, or null when the template is valid.
export function validateLiquid(source: string): string | null {
  try {
    liquid.parse(source);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message.split('\n')[0] : 'invalid template';
  }
}
