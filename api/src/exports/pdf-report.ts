import PDFDocument from 'pdfkit';
import type { ExportDocument } from '../research/research.presenter.js';
import { reportTables, sampleNoticeLines, scoreLine } from './report-content.js';

/**
 * The PDF report (pdfkit, no browser): the idea, the score with its six parts and reasons, every section with
 * its basis label (measured, estimated, sample, unknown and why), and every source as a clickable link.
 */
export function pdfReport(data: ExportDocument): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `IdeaScope report: ${data.project.name}`, Author: 'IdeaScope' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const { project, results } = data;
  document.font('Helvetica-Bold').fontSize(20).text(project.name);
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${project.category ?? 'Uncategorised'} · exported ${data.exportedAt.slice(0, 10)}`);
  document
    .moveDown()
    .fillColor('#000000')
    .fontSize(11)
    .text(project.description || 'No description yet.');
  if (results.sampleNotice.sample) {
    document
      .moveDown()
      .font('Helvetica-Bold')
      .fillColor('#92400E')
      .text('Sample data: parts of this report are sample data, not measured research.');
    document.font('Helvetica').fontSize(9).text(sampleNoticeLines(data).join('\n')).fillColor('#000000').fontSize(11);
  }
  for (const table of reportTables(data)) {
    document.moveDown().font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(table.title);
    document
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor('#555555')
      .text(table.section === 'score' ? `Idea score: ${scoreLine(project)}` : table.label);
    document.fillColor('#000000').font('Helvetica').fontSize(10);
    if (table.rows.length === 0) {
      document.text(table.empty);
      continue;
    }
    table.rows.forEach((row, index) => {
      document.moveDown(0.4);
      const [first, ...rest] = row;
      document.font('Helvetica-Bold').text(String(first ?? ''));
      document.font('Helvetica');
      rest.forEach((cell, column) => {
        const name = table.columns[column + 1]!;
        if (name === 'Source URL' || cell === null || cell === '') return;
        document.text(`${name}: ${cell}`);
      });
      const link = table.links[index];
      if (link) document.fillColor('#1D4ED8').text(link, { link, underline: true }).fillColor('#000000');
    });
  }
  document.end();
  return finished;
}
