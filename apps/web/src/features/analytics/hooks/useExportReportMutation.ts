import { useMutation } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@ulak/shared/analytics';
import { downloadReport, type ExportFormat } from '../api/analyticsApi';

// useExportReportMutation downloads the report file (PDF, CSV or XLSX).
export function useExportReportMutation() {
  return useMutation({ mutationFn: ({ format, days }: { format: ExportFormat; days: AnalyticsPeriod }) => downloadReport(format, days) });
}
