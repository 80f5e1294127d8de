import { downloadFile } from './billing.js';

/**
 * Downloads GET /api/projects/:id/export as research-export-{timestamp}.json. A refusal throws the
 * server's message, with its status (components/billing.ts).
 */
export function downloadProjectExport(projectId: string): Promise<void> {
  return downloadFile(`/api/projects/${encodeURIComponent(projectId)}/export`, `research-export-${Date.now()}.json`);
}
