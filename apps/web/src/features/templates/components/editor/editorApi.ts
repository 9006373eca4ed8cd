// What the template form asks of the lazy-loaded GrapesJS canvas (kept apart so the form never imports GrapesJS).

export type EditorApi = {
  /** The design as MJML (editor.getHtml() in MJML mode). */
  getMjml: () => string;
  /** The editor's project data as a JSON string, to reopen the design exactly. */
  getProjectData: () => string;
  /** The MJML compiled to HTML in the browser, for the preview. */
  getHtml: () => string;
  /** Replaces the design with an MJML document. */
  loadMjml: (mjml: string) => void;
};

/** What the canvas starts from: a saved design, else MJML, else the default layout. */
export type EditorInitial = { designJson?: string | null; mjml?: string | null };

// wrapHtmlAsMjml turns plain HTML (a template saved without MJML) into an MJML document the editor can open.
export function wrapHtmlAsMjml(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return `<mjml><mj-body><mj-section><mj-column><mj-raw>${body}</mj-raw></mj-column></mj-section></mj-body></mjml>`;
}

// defaultMjml is the layout a new template starts from: a heading, a paragraph, a button and the unsubscribe line.
export function defaultMjml(texts: { heading: string; body: string; button: string; footer: string }): string {
  return `<mjml>
  <mj-head><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes></mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold" color="#1c7ed6">${texts.heading}</mj-text>
        <mj-text font-size="16px" line-height="24px" color="#343a40">${texts.body}</mj-text>
        <mj-button background-color="#1c7ed6" href="https://example.com">${texts.button}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="12px" color="#868e96" align="center">${texts.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
