import type { RequestContext } from '../context/request-context.js';
import { exportNotInPlanMessage, limitsFor, planLimitReached } from '../projects/plan-limits.js';
import { presentExport } from '../research/research.presenter.js';
import type { ResearchService } from '../research/research.service.js';
import { unauthenticated } from '../shared/errors.js';
import { excelWorkbook } from './excel-workbook.js';
import { pdfReport } from './pdf-report.js';
import { reportFileName } from './report-content.js';

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A project's PDF report and Excel workbook, for its owner on the plans that include them (Basic, Pro). */
export class ReportExportService {
  constructor(private readonly research: ResearchService) {}

  async pdf(context: RequestContext, projectId: unknown): Promise<ReportFile> {
    const data = await this.exportData(context, projectId);
    return { fileName: reportFileName(data.project, 'pdf'), contentType: 'application/pdf', body: await pdfReport(data) };
  }

  async workbook(context: RequestContext, projectId: unknown): Promise<ReportFile> {
    const data = await this.exportData(context, projectId);
    return {
      fileName: reportFileName(data.project, 'xlsx'),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await excelWorkbook(data),
    };
  }

  /** Ownership first ("Project not found" for anyone else), then the plan; the reports print the JSON export's document. */
  private async exportData(context: RequestContext, projectId: unknown) {
    if (!context.viewer) throw unauthenticated();
    const data = await this.research.exportData(context, projectId);
    const limits = limitsFor(context.viewer.profile.plan);
    if (!limits.exports) throw planLimitReached(exportNotInPlanMessage(limits));
    return presentExport(data);
  }
}
