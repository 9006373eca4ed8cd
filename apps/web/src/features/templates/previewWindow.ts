// Opens HTML in a new browser window through a Blob URL. The window is opened at once, inside the click, so popup
// blockers allow it; the HTML arrives when it has loaded. The preview document inherits the app's content policy.

// openHtmlPreview opens a new window and shows the HTML that load() returns; closes the window if load() fails.
export async function openHtmlPreview(load: () => Promise<string> | string): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const html = await load();
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    if (win) win.location.href = url;
    else window.open(url, '_blank');
    // keep the URL alive long enough for the window to load it
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win?.close();
    throw error;
  }
}
