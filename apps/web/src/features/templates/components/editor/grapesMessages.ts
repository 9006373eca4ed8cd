// GrapesJS's own labels (panels, managers, MJML blocks) and the text of the blocks it drops, in both languages,
// kept in campaigns.{tr,en}.json under "grapes".
import en from '../../../../i18n/campaigns.en.json';
import tr from '../../../../i18n/campaigns.tr.json';

type BlockTexts = typeof en.grapes.blocks;
type GrapesTree = { core: Record<string, unknown>; mjml: Record<string, unknown>; blocks: BlockTexts };

// grapesMessages returns the GrapesJS core and MJML-plugin message trees and block texts of each language.
export function grapesMessages(): { en: GrapesTree; tr: GrapesTree } {
  return { en: en.grapes, tr: tr.grapes };
}

/** The MJML blocks offered: the plugin's set without the social icons and with no outside images. */
export const EDITOR_BLOCKS = [
  'mj-1-column',
  'mj-2-columns',
  'mj-3-columns',
  'mj-text',
  'mj-button',
  'mj-image',
  'mj-divider',
  'mj-spacer',
  'mj-navbar',
  'mj-navbar-link',
  'mj-hero',
  'mj-wrapper',
  'mj-raw',
];

const columns = (texts: BlockTexts, n: number) =>
  `<mj-section>${Array.from({ length: n }, (_, i) => `<mj-column><mj-text>${texts.content.replace('{{n}}', String(i + 1))}</mj-text></mj-column>`).join('')}</mj-section>`;

// blockContent gives the MJML a block drops, in the editor's language; the plugin's defaults are English and some
// load pictures from other sites.
export function blockContent(texts: BlockTexts, imageSrc: string): Record<string, string> {
  return {
    'mj-1-column': columns(texts, 1),
    'mj-2-columns': columns(texts, 2),
    'mj-3-columns': columns(texts, 3),
    'mj-text': `<mj-text>${texts.text}</mj-text>`,
    'mj-button': `<mj-button href="https://example.com">${texts.button}</mj-button>`,
    'mj-navbar': `<mj-navbar>${Object.values(texts.navLinks)
      .map((label) => `<mj-navbar-link href="https://example.com">${label}</mj-navbar-link>`)
      .join('')}</mj-navbar>`,
    'mj-navbar-link': `<mj-navbar-link href="https://example.com">${texts.link}</mj-navbar-link>`,
    'mj-hero': `<mj-hero mode="fixed-height" height="320px" background-color="#1c7ed6" padding="80px 0px"><mj-text padding="20px" color="#ffffff" align="center" font-size="36px" line-height="40px" font-weight="900">${texts.heroTitle}</mj-text><mj-button href="https://example.com" align="center" background-color="#ffffff" color="#1c7ed6">${texts.heroButton}</mj-button></mj-hero>`,
    'mj-wrapper': `<mj-wrapper border="1px solid #dee2e6" padding="30px 20px"><mj-section padding="20px"><mj-column><mj-image padding="0" src="${imageSrc}" /></mj-column></mj-section><mj-section padding="20px"><mj-column><mj-text padding="20px">${texts.firstLine}</mj-text><mj-divider border-width="1px" border-style="dashed" border-color="lightgrey" padding="0 20px" /><mj-text padding="20px">${texts.secondLine}</mj-text></mj-column></mj-section></mj-wrapper>`,
    'mj-raw': `<mj-raw><p>${texts.raw}</p></mj-raw>`,
  };
}
