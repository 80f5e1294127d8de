import type { MenuAction } from './ActionsMenu.js';
import { downloadReport } from './exportReport.js';
import { DownloadIcon } from './icons.js';

/** The menu items that download a project's PDF report and Excel workbook (My Ideas and the workflow). */
export function reportExportActions(project: { id: string; name: string }): MenuAction[] {
  return [
    {
      label: 'Export PDF Report',
      icon: <DownloadIcon size={16} />,
      onSelect: () => void downloadReport(project.id, project.name, 'pdf'),
    },
    {
      label: 'Export Excel Workbook',
      icon: <DownloadIcon size={16} />,
      onSelect: () => void downloadReport(project.id, project.name, 'xlsx'),
    },
  ];
}
