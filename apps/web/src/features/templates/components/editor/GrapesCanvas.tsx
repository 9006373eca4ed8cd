// The self-hosted drag-and-drop email editor: GrapesJS with its MJML plugin, 600px high, labels in the interface
// language. Loaded on demand (React.lazy) so GrapesJS never lands in another chunk; no script or stylesheet
// comes from a third party (the icon font is bundled, GrapesJS's CDN icon stylesheet is switched off).
import { useEffect, useRef } from 'react';
import grapesjs, { type Editor, type ProjectData } from 'grapesjs';
import grapesjsMjmlExport from 'grapesjs-mjml';
import 'grapesjs/dist/css/grapes.min.css';
import 'font-awesome/css/font-awesome.min.css';
import './grapesTheme.css';
import type { EditorApi, EditorInitial } from './editorApi';
import { blockContent, EDITOR_BLOCKS, grapesMessages } from './grapesMessages';

export const EDITOR_HEIGHT = '600px';

/** A grey picture for a new image block (a data URI: no outside request). */
const IMAGE_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="100%" height="100%" fill="#dee2e6"/><path d="M260 130l30-40 25 30 15-20 30 30z" fill="#adb5bd"/></svg>',
  );

type MjmlPlugin = typeof grapesjsMjmlExport;

// The plugin ships as a UMD bundle whose CommonJS exports object carries the function under "default".
const grapesjsMjml: MjmlPlugin =
  typeof grapesjsMjmlExport === 'function' ? grapesjsMjmlExport : (grapesjsMjmlExport as unknown as { default: MjmlPlugin }).default;

type Props = {
  language: 'tr' | 'en';
  initial: EditorInitial & { fallbackMjml: string };
  onReady: (api: EditorApi | null) => void;
};

// projectOf picks what the editor opens: the saved project data, else the MJML, else the default layout.
function projectOf(initial: Props['initial']): ProjectData {
  if (initial.designJson) {
    try {
      return JSON.parse(initial.designJson) as ProjectData;
    } catch {
      // a broken design falls back to its MJML
    }
  }
  return { pages: [{ component: initial.mjml || initial.fallbackMjml }] };
}

// GrapesCanvas mounts the editor once and hands its API to the parent; it is destroyed on unmount.
export function GrapesCanvas({ language, initial, onReady }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const initialRef = useRef(initial);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    if (!container.current) return undefined;
    const messages = grapesMessages();
    const blocks = blockContent(messages[language].blocks, IMAGE_PLACEHOLDER);
    const editor: Editor = grapesjs.init({
      container: container.current,
      height: EDITOR_HEIGHT,
      width: 'auto',
      fromElement: false,
      storageManager: false,
      // GrapesJS reports usage to its own servers unless told not to: nothing leaves the browser
      telemetry: false,
      // GrapesJS would load Font Awesome from a CDN: the bundled copy above is used instead
      cssIcons: '',
      i18n: { locale: language, localeFallback: 'en', detectLocale: false, messages: { en: messages.en.core, tr: messages.tr.core } },
      projectData: projectOf(initialRef.current),
      plugins: [
        (ed: Editor) =>
          grapesjsMjml(ed, {
            i18n: { en: { 'grapesjs-mjml': messages.en.mjml }, tr: { 'grapesjs-mjml': messages.tr.mjml } },
            imagePlaceholderSrc: IMAGE_PLACEHOLDER,
            blocks: EDITOR_BLOCKS,
            block: (id: string) => (blocks[id] ? { content: blocks[id] } : {}),
          }),
      ],
    });
    const api: EditorApi = {
      getMjml: () => String(editor.runCommand('mjml-code') ?? editor.getHtml()).trim(),
      getProjectData: () => JSON.stringify(editor.getProjectData()),
      getHtml: () => {
        const out = editor.runCommand('mjml-code-to-html') as { html?: string } | undefined;
        return out?.html ?? '';
      },
      loadMjml: (mjml: string) => {
        editor.setComponents(mjml);
      },
    };
    editor.onReady(() => {
      // open the blocks panel first: dragging a block is how a design starts
      editor.Panels.getButton('views', 'open-blocks')?.set('active', true);
      readyRef.current(api);
    });
    return () => {
      readyRef.current(null);
      editor.destroy();
    };
  }, [language]);

  return <div ref={container} data-testid="template-editor-canvas" data-language={language} style={{ height: EDITOR_HEIGHT }} />;
}
