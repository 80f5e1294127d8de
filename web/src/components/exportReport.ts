import { downloadFile } from './billing.js';
import { restFailureMessage } from './errors.js';
import { notify } from './notify.js';
import { notifyPlanLimitOr, PLAN_LIMIT_REACHED } from './planLimit.js';

export type ReportFormat = 'pdf' | 'xlsx';

/**
 * Downloads the project's PDF report or Excel workbook (GET /api/projects/{id}/export.pdf|.xlsx). A plan without
 * exports (402) gets the "Plan Limit Reached" toast with Upgrade Plan; any other failure the spec's export error
 * with the server's message.
 */
export async function downloadReport(projectId: string, projectName: string, format: ReportFormat): Promise<void> {
  const stem =
    projectName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'project';
  try {
    await downloadFile(`/api/projects/${encodeURIComponent(projectId)}/export.${format}`, `ideascope-${stem}.${format}`);
    notify.success('Export Complete', format === 'pdf' ? 'Your PDF report has been downloaded' : 'Your Excel workbook has been downloaded');
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = error instanceof Error ? error.message : 'Failed to export data';
    const planError = status === 402 ? { graphQLErrors: [{ message, extensions: { code: PLAN_LIMIT_REACHED } }] } : error;
    notifyPlanLimitOr(planError, () => notify.error('Error', restFailureMessage(error, 'Failed to export data')));
  }
}
