import ExcelJS from 'exceljs';
import type { ExportDocument } from '../research/research.presenter.js';
import { reportTables, sampleNoticeLines, scoreLine } from './report-content.js';

/** The Excel workbook (exceljs): a summary sheet, then one sheet per section with its source columns and basis label. */
export async function excelWorkbook(data: ExportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'IdeaScope';
  workbook.created = new Date(data.exportedAt);
  const summary = workbook.addWorksheet('Summary');
  summary.columns = [{ width: 22 }, { width: 90 }];
  summary.addRows([
    ['Idea', data.project.name],
    ['Category', data.project.category ?? ''],
    ['Description', data.project.description],
    ['Score', scoreLine(data.project)],
    ['Sample data', data.results.sampleNotice.sample ? sampleNoticeLines(data).join(' ') : 'No'],
    ['Exported', data.exportedAt],
  ]);
  summary.getColumn(1).font = { bold: true };
  for (const table of reportTables(data)) {
    const sheet = workbook.addWorksheet(table.title);
    sheet.addRow([table.label]).font = { italic: true };
    const header = sheet.addRow(table.columns);
    header.font = { bold: true };
    for (const row of table.rows) {
      const added = sheet.addRow(row);
      const urlColumn = table.columns.indexOf('Source URL') + 1;
      const url = urlColumn > 0 ? row[urlColumn - 1] : null;
      if (typeof url === 'string' && /^https?:\/\//.test(url)) added.getCell(urlColumn).value = { text: url, hyperlink: url };
    }
    if (table.rows.length === 0) sheet.addRow([table.empty]);
    sheet.columns.forEach((column) => {
      column.width = 24;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
