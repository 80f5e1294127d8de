/**
 * Downloads GET /api/projects/:id/export as research-export-{timestamp}.json. Throws an Error with
 * "status: body" (spec §7) when the server refuses.
 */
export async function downloadProjectExport(projectId: string): Promise<void> {
  const response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/export`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let message = text || response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`${response.status}: ${message}`);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `research-export-${Date.now()}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
